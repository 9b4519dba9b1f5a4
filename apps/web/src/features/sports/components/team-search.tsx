import { sportsText } from '@hanpan/core/api/sports';
import { type FormEvent, useId, useState } from 'react';

type TeamSearchProps = { value: string | null; onSearch: (search: string | null) => void };

/** The team-name search: 2 to 30 characters, checked here with the API's own messages. */
export function TeamSearch({ value, onSearch }: TeamSearchProps) {
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (search.length < 2) return setError(sportsText.shortSearch);
    if (search.length > 30) return setError(sportsText.longSearch);
    setError(null);
    onSearch(search);
  };
  const reset = () => {
    setText('');
    setError(null);
    onSearch(null);
  };
  return (
    <form className="team-search" role="search" onSubmit={submit} noValidate>
      <input
        className="team-search__input"
        type="search"
        value={text}
        maxLength={30}
        placeholder="팀 이름 검색"
        aria-label="팀 이름 검색"
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn--primary btn--sm">
        검색
      </button>
      {value && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={reset}>
          초기화
        </button>
      )}
      {error && (
        <p id={errorId} className="team-search__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
