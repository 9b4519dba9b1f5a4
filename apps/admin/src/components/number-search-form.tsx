import { type FormEvent, useEffect, useId, useState } from 'react';

type NumberSearchFormProps = {
  label: string;
  /** The number the page shows now (from its address), or null before the first search. */
  current: number | null;
  /** The number typed, or null when it is not one the page accepts. */
  parse: (text: string) => number | null;
  /** Said under the form when `parse` refuses what was typed. */
  invalidText: string;
  onSearch: (value: number) => void;
};

/** A search form of one number (a fixture number, a count of hours) that says in Korean what it refuses. */
export function NumberSearchForm({ label, current, parse, invalidText, onSearch }: NumberSearchFormProps) {
  const [text, setText] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    setText(current === null ? '' : String(current));
  }, [current]);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const value = parse(text.trim());
    if (value === null) {
      setError(invalidText);
      return;
    }
    setError(null);
    onSearch(value);
  }

  return (
    <>
      <form className="filters" onSubmit={submit} role="search">
        <div className="field field--inline">
          <label htmlFor={inputId}>{label}</label>
          <input
            id={inputId}
            className="input num"
            inputMode="numeric"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          조회
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
