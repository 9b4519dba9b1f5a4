type ReasonFieldProps = {
  id: string;
  /** Shown before "(필수)". */
  label: string;
  value: string;
  onValue: (value: string) => void;
  isInvalid?: boolean;
  /** The dialog focuses this field first. */
  isAutoFocus?: boolean;
};

/** The required free-text reason a staff action is recorded with. */
export function ReasonField({ id, label, value, onValue, isInvalid, isAutoFocus }: ReasonFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label} (필수)</label>
      <textarea
        id={id}
        name="reason"
        rows={3}
        maxLength={500}
        value={value}
        data-autofocus={isAutoFocus || undefined}
        aria-invalid={isInvalid}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}
