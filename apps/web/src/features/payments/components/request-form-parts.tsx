import type { RefObject } from 'react';

type RequestTextFieldProps = {
  id: string;
  name: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  maxLength: number;
  placeholder: string;
  value: string;
  onValue: (value: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  isInvalid: boolean;
  /** The form's error line, which describes the input. */
  errorId: string;
};

/** A labelled text input of a request form, marked invalid when the form's error is about it. */
export function RequestTextField({
  id,
  name,
  label,
  type,
  autoComplete,
  maxLength,
  placeholder,
  value,
  onValue,
  inputRef,
  isInvalid,
  errorId,
}: RequestTextFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className="input"
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}

type RequestFormEndProps = {
  errorId: string;
  message: string | undefined;
  isPending: boolean;
  submitLabel: string;
};

/** The end of a request form: its error line (announced) and the submit button. */
export function RequestFormEnd({ errorId, message, isPending, submitLabel }: RequestFormEndProps) {
  return (
    <>
      <p id={errorId} className="form__error" role="alert" aria-live="assertive">
        {message}
      </p>
      <button type="submit" className="btn btn--primary btn--block money-form__submit" disabled={isPending}>
        {isPending ? '신청 중…' : submitLabel}
      </button>
    </>
  );
}
