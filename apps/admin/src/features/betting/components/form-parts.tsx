import type { ReactNode } from 'react';

/** The error line under a field (its id is the field's aria-describedby target). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

/** A checkbox line of the form. */
export function Check({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="bets-check">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}

/** A small text input in a rule table's cell. */
export function CellInput({
  label,
  value,
  onChange,
  isNumeric = true,
  placeholder,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isNumeric?: boolean;
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <input
      className={isNumeric ? 'input input--sm num' : 'input input--sm'}
      inputMode={isNumeric ? 'numeric' : undefined}
      aria-label={label}
      placeholder={placeholder}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A fieldset holding an editable table of rule rows: title, hint, the column headers, the rows
 * (each ends with a 삭제 cell, see RemoveCell) and the add button.
 */
export function RuleTableFieldset({
  title,
  hint,
  testId,
  columns,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  columns: readonly string[];
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="panel">
      <legend className="panel__title">{title}</legend>
      <p className="muted small">{hint}</p>
      <div className="table-wrap">
        <table className="table table--compact table--cards" data-testid={testId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">삭제</span>
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <button type="button" className="btn btn--sm" onClick={onAdd}>
        {addLabel}
      </button>
    </fieldset>
  );
}

/** The last cell of a rule row: removes the row. */
export function RemoveCell({ onRemove }: { onRemove: () => void }) {
  return (
    <td className="actions">
      <button type="button" className="btn btn--sm" onClick={onRemove}>
        삭제
      </button>
    </td>
  );
}
