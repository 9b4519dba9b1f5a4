import {
  type StaffVirtualDailyRequest,
  staffVirtualReportText,
  virtualReportMaxDays,
} from '@hanpan/core/api/staff-virtual-report';
import { virtualGameOf, virtualGames } from '@hanpan/core/minigames/catalogue';
import { Fragment, useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { InlineSelect, ReportFilterForm } from '../../../components/report-filter-form.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { formatBp, kstRangeProblem, lastKstDays, rtpGapText } from '../../../lib/report-figures.ts';
import { useVirtualDailyReport } from '../api/virtual.ts';
import { type DailyFigures, groupDailyRows, totalOf } from '../virtual-report.ts';

const rangeRule = {
  maxDays: virtualReportMaxDays,
  badDate: staffVirtualReportText.badDate,
  badRange: staffVirtualReportText.badRange,
};

const gameOptions = [
  { value: 'all', label: '전체' },
  ...virtualGames.map((game) => ({ value: String(game.gameType), label: game.name })),
];

function FigureCells({ figures }: { figures: DailyFigures }) {
  return (
    <>
      <td className="num">{figures.bets.toLocaleString('ko-KR')}</td>
      <td className="num">{formatWonText(figures.stakes)}</td>
      <td className="num">{formatWonText(figures.payouts)}</td>
      <td className={`num${figures.ggr < 0 ? ' num--negative' : ''}`}>{formatWonText(figures.ggr)}</td>
      <td className="num">{formatBp(figures.theoreticalRtpBp)}</td>
      <td className="num">{formatBp(figures.actualRtpBp)}</td>
      <td className="num">{rtpGapText(figures.actualRtpBp, figures.theoreticalRtpBp) ?? '-'}</td>
    </>
  );
}

/** 일별 GGR: per KST day, game and market, stakes, payouts and GGR with the theoretical RTP beside the actual. */
export function VirtualReportPanel() {
  const [draft, setDraft] = useState(() => ({ ...lastKstDays(7), gameType: 'all' }));
  const [filter, setFilter] = useState<StaffVirtualDailyRequest>(() => lastKstDays(7));
  const [problem, setProblem] = useState<string | null>(null);
  const report = useVirtualDailyReport(filter);

  function search(): void {
    const rangeProblem = kstRangeProblem(draft.from, draft.until, rangeRule);
    setProblem(rangeProblem);
    if (rangeProblem) return;
    const { from, until } = draft;
    setFilter(draft.gameType === 'all' ? { from, until } : { from, until, gameType: Number(draft.gameType) });
  }

  const rows = report.data?.rows ?? [];
  const groups = groupDailyRows(rows);
  return (
    <section className="panel" aria-label="가상게임 일별 GGR" data-testid="virtual-report">
      <ReportFilterForm
        range={draft}
        onRangeChange={(range) => setDraft({ ...draft, ...range })}
        onSearch={search}
        problem={problem}
        testId="virtual-report-filters"
      >
        <InlineSelect
          label="게임"
          value={draft.gameType}
          onChange={(gameType) => setDraft({ ...draft, gameType })}
          options={gameOptions}
        />
      </ReportFilterForm>
      <p className="muted small">
        그날(KST) 정산된 베팅 기준입니다(적특 환불 제외). GGR = 베팅금 - 당첨금, 실제 RTP = 당첨금 ÷ 베팅금.
        이론 RTP는 같은 베팅들의 기대 당첨금 ÷ 베팅금으로, 각 베팅의 이벤트 출전표에서 계산한 정확한 확률과
        받은 배당으로 구합니다.
      </p>
      {report.isPending && <LoadingState />}
      {report.isError && <ErrorState error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && rows.length === 0 && <EmptyState>기간 안에 정산된 베팅이 없습니다.</EmptyState>}
      {report.data && rows.length > 0 && (
        <DataTable
          className="table table--compact"
          testId="virtual-report-table"
          head={
            <>
              <th scope="col">날짜</th>
              <th scope="col">게임</th>
              <th scope="col">마켓</th>
              <th scope="col">베팅 수</th>
              <th scope="col">베팅금</th>
              <th scope="col">당첨금</th>
              <th scope="col">GGR</th>
              <th scope="col">이론 RTP</th>
              <th scope="col">실제 RTP</th>
              <th scope="col">차이</th>
            </>
          }
        >
          {groups.map((group) => (
            <Fragment key={`${group.day}-${group.gameType}`}>
              {group.markets.map((row, index) => (
                <tr key={row.marketKey} data-testid="virtual-report-row">
                  {index === 0 && (
                    <>
                      <th scope="rowgroup" rowSpan={group.markets.length + 1} className="minigames-lobby">
                        {group.day}
                      </th>
                      <th scope="rowgroup" rowSpan={group.markets.length + 1} className="minigames-lobby">
                        {virtualGameOf(group.gameType)?.name ?? group.gameType}
                      </th>
                    </>
                  )}
                  <td>{row.marketName}</td>
                  <FigureCells figures={row} />
                </tr>
              ))}
              <tr className="virtual-subtotal">
                <th scope="row">소계</th>
                <FigureCells figures={group.total} />
              </tr>
            </Fragment>
          ))}
          <tr className="virtual-subtotal">
            <th scope="row" colSpan={3}>
              합계
            </th>
            <FigureCells figures={totalOf(rows)} />
          </tr>
        </DataTable>
      )}
    </section>
  );
}
