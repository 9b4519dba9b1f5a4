import { type ReactNode, useId } from 'react';
import { FormError } from './form-error.tsx';
import { KstRangeFields } from './kst-range-fields.tsx';

type Range = { from: string; until: string };

type ReportFilterFormProps = {
  range: Range;
  onRangeChange: (range: Range) => void;
  /** Called on 조회; the report checks its draft and sets its filter or its problem. */
  onSearch: () => void;
  /** The Korean problem of the draft, shown under the form. */
  problem: string | null;
  testId: string;
  /** The report's own fields, between the dates and 조회. */
  children?: ReactNode;
};

/** A report's filter row: 시작일 and 종료일 (KST), the report's own fields, 조회, and the draft's problem. */
export function ReportFilterForm({
  range,
  onRangeChange,
  onSearch,
  problem,
  testId,
  children,
}: ReportFilterFormProps) {
  return (
    <>
      <form
        className="filters"
        role="search"
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch();
        }}
      >
        <KstRangeFields from={range.from} until={range.until} onChange={onRangeChange} />
        {children}
        <button type="submit" className="btn btn--primary">
          조회
        </button>
      </form>
      <FormError message={problem} />
    </>
  );
}

type InlineSelectProps<T extends string> = {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
};

/** A labelled select in a filter row. */
export function InlineSelect<T extends string>({ label, value, onChange, options }: InlineSelectProps<T>) {
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
