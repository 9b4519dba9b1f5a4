import { staffSportsText } from '@hanpan/core/api/staff-sports';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';

import { useFixtureSearch } from '../api/search-fixtures.ts';
import { fixtureStatusText } from '../fixture-status.ts';
import { FixtureManager } from './fixture-manager.tsx';

/** 경기 관리: find a fixture by team name or id, then suspend or re-price what it offers. */
export function FixturesTab({ onDone }: { onDone: (message: string) => void }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fixtureId, setFixtureId] = useState<number | null>(null);
  const search = useFixtureSearch(query);
  const searchId = useId();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const trimmed = text.trim();
    if (!/^\d+$/.test(trimmed) && trimmed.length < 2) {
      setError(staffSportsText.badQuery);
      return;
    }
    setError(null);
    setFixtureId(null);
    setQuery(trimmed);
  }

  if (fixtureId !== null) {
    return <FixtureManager fixtureId={fixtureId} onBack={() => setFixtureId(null)} onDone={onDone} />;
  }
  return (
    <>
      <form className="filters" onSubmit={submit} role="search" noValidate>
        <div className="field field--inline">
          <label htmlFor={searchId}>경기 찾기</label>
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder="팀명 또는 경기 번호"
            maxLength={30}
            value={text}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          검색
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {query === '' && <EmptyState>팀명(2글자 이상)이나 경기 번호로 경기를 찾아 주세요.</EmptyState>}
      {query !== '' && search.isPending && <LoadingState />}
      {search.isError && <ErrorState error={search.error} onRetry={() => void search.refetch()} />}
      {search.data && search.data.list.length === 0 && <EmptyState>찾는 경기가 없습니다.</EmptyState>}
      {search.data && search.data.list.length > 0 && (
        <div className="table-wrap">
          <table className="table table--cards" data-testid="sports-fixture-results">
            <thead>
              <tr>
                <th scope="col">경기 번호</th>
                <th scope="col">시작 (KST)</th>
                <th scope="col">리그</th>
                <th scope="col">경기</th>
                <th scope="col">상태</th>
                <th scope="col">수동 조정</th>
                <th scope="col">
                  <span className="visually-hidden">관리</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {search.data.list.map((fixture) => (
                <tr key={fixture.fixtureId}>
                  <td data-label="경기 번호" className="mono">
                    {fixture.fixtureId}
                  </td>
                  <td data-label="시작">{formatKstDateTime(fixture.startAt)}</td>
                  <td data-label="리그">
                    {fixture.sportName} · {fixture.leagueName}
                  </td>
                  <td data-label="경기" className="strong">
                    {fixture.homeName} vs {fixture.awayName}
                  </td>
                  <td data-label="상태">{fixtureStatusText(fixture.status)}</td>
                  <td data-label="수동 조정">
                    {fixture.overrideCount > 0 ? (
                      <span className="tag tag--warn">{fixture.overrideCount}건</span>
                    ) : (
                      '-'
                    )}
                  </td>
                  <td className="actions">
                    <button
                      type="button"
                      className="btn btn--sm"
                      onClick={() => setFixtureId(fixture.fixtureId)}
                    >
                      관리
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
