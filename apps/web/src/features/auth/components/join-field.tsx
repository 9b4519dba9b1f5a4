import type { InputHTMLAttributes, ReactNode } from 'react';
import type { JoinFieldName } from './use-join-form.ts';

type JoinFieldProps = {
  name: JoinFieldName;
  label: string;
  value: string;
  onValue: (name: JoinFieldName, value: string) => void;
  /** A button beside the input (duplicate check, SMS code). */
  action?: ReactNode;
  /** A short status or hint under the input. */
  hint?: ReactNode;
  isOk?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'>;

/** One labelled input of the join dialog, its `name` equal to the payload field. */
export function JoinField({ name, label, value, onValue, action, hint, isOk, ...input }: JoinFieldProps) {
  const id = `join-${name}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={action ? 'field__row' : undefined}>
        <input
          id={id}
          className={isOk ? 'input input--ok' : 'input'}
          name={name}
          value={value}
          onChange={(event) => onValue(name, event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...input}
        />
        {action}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={isOk ? 'field__hint field__hint--ok' : 'field__hint'}>
          {hint}
        </p>
      )}
    </div>
  );
}
