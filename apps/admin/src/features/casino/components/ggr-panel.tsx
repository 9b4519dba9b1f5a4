import { type CasinoCategory, casinoCategoryText } from '@hanpan/core/api/casino';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { KstRangeFields } from '../../../components/kst-range-fields.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { formatBp, lastKstDays, rtpGapText } from '../../../lib/report-figures.ts';
import { type CasinoGgrFilter, useCasinoGgr } from '../api/get-ggr.ts';
import { kstRangeProblem } from '../casino-figures.ts';

const count = (value: number) => value.toLocaleString('ko-KR');

/** GGR: per game over KST dates, bets, wins and GGR with the actual RTP beside the theoretical one. */
export function GgrPanel() {
  const [draft, setDraft] = useState<{ from: string; until: string; lobby: 'all' | CasinoCategory }>(() => ({
    ...lastKstDays(7),
    lobby: 'all',
  }));
  const [filter, setFilter] = useState<CasinoGgrFilter>(() => lastKstDays(7));
  const [problem, setProblem] = useState<string | null>(null);
  const ggr = useCasinoGgr(filter);
  const lobbyId = useId();

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const rangeProblem = kstRangeProblem(draft.from, draft.until);
    setProblem(rangeProblem);
    if (rangeProblem) return;
    setFilter({
      from: draft.from,
      until: draft.until,
      ...(draft.lobby !== 'all' ? { category: draft.lobby } : {}),
    });
  }

  return (
    <>
      <form className="filters" onSubmit={search} role="search" data-testid="casino-ggr-filters">
        <KstRangeFields
          from={draft.from}
          until={draft.until}
          onChange={(range) => setDraft({ ...draft, ...range })}
        />
        <div className="field field--inline">
          <label htmlFor={lobbyId}>로비</label>
          <select
            id={lobbyId}
            className="input"
            value={draft.lobby}
            onChange={(event) => setDraft({ ...draft, lobby: event.target.value as 'all' | CasinoCategory })}
          >
            <option value="all">전체</option>
            <option value="casino">{casinoCategoryText.casino}</option>
            <option value="slot">{casinoCategoryText.slot}</option>
          </select>
        </div>
        <button type="submit" className="btn btn--primary">
          조회
        </button>
      </form>
      <FormError message={problem} />
      <p className="muted small">
        GGR = 베팅 - 당첨 (취소된 베팅 제외). 실제 RTP = 당첨 ÷ 베팅. 날짜는 한국 시간(KST) 기준입니다.
      </p>
      {ggr.isPending && <LoadingState />}
      {ggr.isError && <ErrorState error={ggr.error} onRetry={() => void ggr.refetch()} />}
      {ggr.data && ggr.data.list.length === 0 && <EmptyState>기간 안에 플레이된 게임이 없습니다.</EmptyState>}
      {ggr.data && ggr.data.list.length > 0 && (
        <div className="table-wrap">
          <table className="table table--compact" data-testid="casino-ggr-table">
            <thead>
              <tr>
                <th scope="col">게임</th>
                <th scope="col">로비</th>
                <th scope="col" className="num">
                  라운드
                </th>
                <th scope="col" className="num">
                  플레이어
                </th>
                <th scope="col" className="num">
                  베팅
                </th>
                <th scope="col" className="num">
                  당첨
                </th>
                <th scope="col" className="num">
                  GGR
                </th>
                <th scope="col" className="num">
                  실제 RTP
                </th>
                <th scope="col" className="num">
                  이론 RTP
                </th>
                <th scope="col" className="num">
                  차이
                </th>
              </tr>
            </thead>
            <tbody>
              {ggr.data.list.map((row) => (
                <tr key={row.game.id} data-testid="casino-ggr-row">
                  <td>
                    {row.game.name} <span className="muted small">{row.game.providerName}</span>
                  </td>
                  <td>{casinoCategoryText[row.game.category]}</td>
                  <td className="num">{count(row.rounds)}</td>
                  <td className="num">{count(row.players)}</td>
                  <td className="num">{formatWonText(row.bets)}</td>
                  <td className="num">{formatWonText(row.wins)}</td>
                  <td className={`num${row.ggr < 0 ? ' casino-negative' : ''}`}>{formatWonText(row.ggr)}</td>
                  <td className="num">{formatBp(row.actualRtpBp)}</td>
                  <td className="num">{formatBp(row.theoreticalRtpBp)}</td>
                  <td className="num">{rtpGapText(row.actualRtpBp, row.theoreticalRtpBp) ?? '-'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="casino-total">
                <th scope="row" colSpan={2}>
                  합계
                </th>
                <td className="num">{count(ggr.data.total.rounds)}</td>
                <td className="num">{count(ggr.data.total.players)}</td>
                <td className="num">{formatWonText(ggr.data.total.bets)}</td>
                <td className="num">{formatWonText(ggr.data.total.wins)}</td>
                <td className={`num${ggr.data.total.ggr < 0 ? ' casino-negative' : ''}`}>
                  {formatWonText(ggr.data.total.ggr)}
                </td>
                <td className="num">
                  {ggr.data.total.bets > 0
                    ? formatBp(Math.round((ggr.data.total.wins / ggr.data.total.bets) * 10_000))
                    : '-'}
                </td>
                <td className="num" colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}
