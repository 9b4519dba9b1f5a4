import type { CasinoRoundStatus } from '@hanpan/core/api/casino';
import { casinoRoundNumber, casinoRoundStatusText } from '@hanpan/core/api/casino';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { type FormEvent, useId, useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { KstRangeFields } from '../../../components/kst-range-fields.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { lastKstDays } from '../../../lib/report-figures.ts';
import { useCasinoGames } from '../api/get-games.ts';
import { type CasinoRoundsFilter, useCasinoRounds } from '../api/get-rounds.ts';
import { kstRangeProblem } from '../casino-figures.ts';
import { MemberCell } from './member-cell.tsx';
import { RoundStatus } from './round-status.tsx';

type Draft = {
  round: string;
  member: string;
  gameId: string;
  status: 'all' | CasinoRoundStatus;
  from: string;
  until: string;
};

/** A round's wallet transactions over the dates the round was found in. */
export type RoundTransactionsLink = { roundId: string; from: string; until: string };

type RoundsPanelProps = { onShowTransactions: (link: RoundTransactionsLink) => void };

/** 라운드: rounds by member login id, game, status and KST dates, newest first, 50 a page. */
export function RoundsPanel({ onShowTransactions }: RoundsPanelProps) {
  const [draft, setDraft] = useState<Draft>(() => ({
    round: '',
    member: '',
    gameId: '',
    status: 'all',
    ...lastKstDays(7),
  }));
  const [filter, setFilter] = useState<CasinoRoundsFilter>(() => ({ ...lastKstDays(7), page: 1 }));
  const [problem, setProblem] = useState<string | null>(null);
  const rounds = useCasinoRounds(filter);
  const games = useCasinoGames({});
  const ids = { round: useId(), member: useId(), game: useId(), status: useId() };

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const rangeProblem = kstRangeProblem(draft.from, draft.until);
    setProblem(rangeProblem);
    if (rangeProblem) return;
    const member = draft.member.trim();
    const round = draft.round.trim();
    setFilter({
      from: draft.from,
      until: draft.until,
      page: 1,
      ...(round ? { round } : {}),
      ...(member ? { memberLoginId: member } : {}),
      ...(draft.gameId ? { gameId: Number(draft.gameId) } : {}),
      ...(draft.status !== 'all' ? { status: draft.status } : {}),
    });
  }

  return (
    <>
      <form className="filters" onSubmit={search} role="search" data-testid="casino-rounds-filters">
        <div className="field field--inline">
          <label htmlFor={ids.round}>라운드 번호</label>
          <input
            id={ids.round}
            type="search"
            className="input"
            maxLength={100}
            placeholder="#1234 또는 게임사 라운드 ID"
            value={draft.round}
            onChange={(event) => setDraft({ ...draft, round: event.target.value })}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.member}>회원 아이디</label>
          <input
            id={ids.member}
            type="search"
            className="input"
            maxLength={40}
            value={draft.member}
            onChange={(event) => setDraft({ ...draft, member: event.target.value })}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.game}>게임</label>
          <select
            id={ids.game}
            className="input"
            value={draft.gameId}
            onChange={(event) => setDraft({ ...draft, gameId: event.target.value })}
          >
            <option value="">전체</option>
            {games.data?.list.map((game) => (
              <option key={game.id} value={String(game.id)}>
                {game.name} ({game.providerName})
              </option>
            ))}
          </select>
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.status}>상태</label>
          <select
            id={ids.status}
            className="input"
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as Draft['status'] })}
          >
            <option value="all">전체</option>
            {(['open', 'closed', 'rolled_back'] as const).map((status) => (
              <option key={status} value={status}>
                {casinoRoundStatusText[status]}
              </option>
            ))}
          </select>
        </div>
        <KstRangeFields
          from={draft.from}
          until={draft.until}
          onChange={(range) => setDraft({ ...draft, ...range })}
        />
        <button type="submit" className="btn btn--primary">
          검색
        </button>
      </form>
      <FormError message={problem} />
      <p className="muted small">
        날짜는 한국 시간(KST) 기준입니다. 라운드 번호로 찾으면 날짜와 관계없이 그 라운드를 보여 줍니다.
      </p>
      {rounds.isPending && <LoadingState />}
      {rounds.isError && <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} />}
      {rounds.data && rounds.data.list.length === 0 && (
        <EmptyState>조건에 맞는 라운드가 없습니다.</EmptyState>
      )}
      {rounds.data && rounds.data.list.length > 0 && (
        <>
          <DataTable
            className="table table--compact"
            testId="casino-round-table"
            head={
              <>
                <th scope="col">라운드</th>
                <th scope="col">회원</th>
                <th scope="col">게임</th>
                <th scope="col" className="num">
                  베팅
                </th>
                <th scope="col" className="num">
                  당첨
                </th>
                <th scope="col">상태</th>
                <th scope="col" className="num">
                  거래
                </th>
                <th scope="col">시작 (KST)</th>
                <th scope="col">종료 (KST)</th>
              </>
            }
          >
            {rounds.data.list.map((round) => (
              <tr key={round.id} data-testid="casino-round-row">
                <td>
                  <span className="ellipsis casino-id" title={round.round}>
                    {round.round}
                  </span>
                  <span className="muted small">{casinoRoundNumber(round.id)}</span>
                </td>
                <td>
                  <MemberCell member={round.member} />
                </td>
                <td>
                  {round.game.name} <span className="muted small">{round.game.providerName}</span>
                </td>
                <td className="num">{formatWonText(round.stake)}</td>
                <td className="num">{formatWonText(round.win)}</td>
                <td>
                  <RoundStatus status={round.status} />
                </td>
                <td className="num">
                  <button
                    type="button"
                    className="casino-link"
                    onClick={() =>
                      onShowTransactions({ roundId: round.id, from: filter.from, until: filter.until })
                    }
                  >
                    {round.transactionCount}건
                  </button>
                </td>
                <td className="small">{formatKstDateTime(round.startedAt)}</td>
                <td className="small">{round.closedAt ? formatKstDateTime(round.closedAt) : '-'}</td>
              </tr>
            ))}
          </DataTable>
          <Pager
            page={rounds.data.page}
            pageSize={rounds.data.pageSize}
            total={rounds.data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
    </>
  );
}
