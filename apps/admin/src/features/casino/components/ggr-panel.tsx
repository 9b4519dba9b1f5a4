import { type CasinoCategory, casinoCategoryText } from '@hanpan/core/api/casino';
import { useState } from 'react';
import { InlineSelect, ReportFilterForm } from '../../../components/report-filter-form.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { formatBp, lastKstDays, rtpGapText } from '../../../lib/report-figures.ts';
import { type CasinoGgrFilter, useCasinoGgr } from '../api/get-ggr.ts';
import { kstRangeProblem } from '../casino-figures.ts';

const count = (value: number) => value.toLocaleString('ko-KR');

const lobbyOptions: { value: 'all' | CasinoCategory; label: string }[] = [
  { value: 'all', label: '전체' },
  { value: 'casino', label: casinoCategoryText.casino },
  { value: 'slot', label: casinoCategoryText.slot },
];

/** GGR: per game over KST dates, bets, wins and GGR with the actual RTP beside the theoretical one. */
export function GgrPanel() {
  const [draft, setDraft] = useState<{ from: string; until: string; lobby: 'all' | CasinoCategory }>(() => ({
    ...lastKstDays(7),
    lobby: 'all',
  }));
  const [filter, setFilter] = useState<CasinoGgrFilter>(() => lastKstDays(7));
  const [problem, setProblem] = useState<string | null>(null);
  const ggr = useCasinoGgr(filter);

  function search(): void {
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
      <ReportFilterForm
        range={draft}
        onRangeChange={(range) => setDraft({ ...draft, ...range })}
        onSearch={search}
        problem={problem}
        testId="casino-ggr-filters"
      >
        <InlineSelect
          label="로비"
          value={draft.lobby}
          onChange={(lobby) => setDraft({ ...draft, lobby })}
          options={lobbyOptions}
        />
      </ReportFilterForm>
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
