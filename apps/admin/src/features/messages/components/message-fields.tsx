import type { StaffTemplate } from '@hanpan/core/api/staff-messages';
import { staffMessageLimits } from '@hanpan/core/api/staff-messages';

type TemplateSelectProps = {
  id: string;
  label: string;
  templates: readonly StaffTemplate[] | undefined;
  /** Called with the template staff chose; the select itself always shows its prompt again. */
  onPick: (template: StaffTemplate) => void;
};

/** A select of saved templates that fills a form with the one chosen. */
export function TemplateSelect({ id, label, templates, onPick }: TemplateSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value=""
        onChange={(event) => {
          const template = templates?.find((item) => item.id === Number(event.target.value));
          if (template) onPick(template);
        }}
      >
        <option value="">템플릿 선택</option>
        {templates?.map((item) => (
          <option key={item.id} value={item.id}>
            {item.title}
          </option>
        ))}
      </select>
    </div>
  );
}

type TextFieldProps = { id: string; value: string; onChange: (value: string) => void };

/** The 제목 box of a message or template, limited to what the server stores. */
export function MessageTitleField({ id, value, onChange }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>제목</label>
      <input
        id={id}
        className="input"
        maxLength={staffMessageLimits.titleMax}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

type BodyFieldProps = TextFieldProps & { label?: string; rows: number; maxLength?: number };

/** The 내용 box of a message, template or answer, limited to what the server stores. */
export function MessageBodyField({
  id,
  value,
  onChange,
  label = '내용',
  rows,
  maxLength = staffMessageLimits.bodyMax,
}: BodyFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input"
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
