import { type StaffSettlementMarket, settlementValueText } from '@hanpan/core/api/staff-settlement';
import { settlementValues } from '@hanpan/core/betting/settlement';
import { formatOdds } from '@hanpan/core/sports/odds';
import { useState } from 'react';
import { formatWonText } from '../../../lib/format.ts';
import { settlementText } from '../settlement-text.ts';

/** What a market's buttons ask for; the page confirms it with a reason. */
export type MarketAction =
  | {
      action: 'settle';
      marketId: number;
      marketName: string;
      outcomes: { outcomeId: string; settlement: number; pickText: string }[];
    }
  | { action: 'void' | 'undo'; marketId: number; marketName: string };

/** One market of the manual settlement screen: each outcome's feed and manual values, new values to set, and its actions. */
export function SettlementMarket({
  market,
  canManage,
  onAction,
}: {
  market: StaffSettlementMarket;
  canManage: boolean;
  onAction: (action: MarketAction) => void;
}) {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const hasManual = market.outcomes.some((outcome) => outcome.manualSettlement !== null);
  const picked = market.outcomes
    .filter((outcome) => chosen[outcome.outcomeId])
    .map((outcome) => ({
      outcomeId: outcome.outcomeId,
      settlement: Number(chosen[outcome.outcomeId]),
      pickText: outcome.pickText,
    }));

  return (
    <section
      className="panel"
      aria-label={market.marketName}
      data-testid={`settlement-market-${market.marketId}`}
    >
      <h2 className="panel__title">
        {market.marketName} <span className="muted small mono">#{market.marketId}</span>
      </h2>
      <div className="table-wrap">
        <table className="table table--compact table--cards">
          <thead>
            <tr>
              <th scope="col">선택</th>
              <th scope="col" className="num">
                배당
              </th>
              <th scope="col">피드 결과</th>
              <th scope="col">수동 결과</th>
              <th scope="col" className="num">
                베팅 (진행중 / 전체)
              </th>
              <th scope="col" className="num">
                진행중 베팅금
              </th>
              {canManage && <th scope="col">새 결과</th>}
            </tr>
          </thead>
          <tbody>
            {market.outcomes.map((outcome) => (
              <tr key={outcome.outcomeId} className={outcome.isConflict ? 'row--conflict' : undefined}>
                <td data-label="선택">
                  <strong>{outcome.pickText}</strong>
                </td>
                <td data-label="배당" className="num mono">
                  {formatOdds(outcome.price)}
                </td>
                <td data-label="피드 결과">{settlementText(outcome.feedSettlement)}</td>
                <td data-label="수동 결과">
                  {settlementText(outcome.manualSettlement)}
                  {outcome.isConflict && <span className="tag tag--warn"> 피드와 다름</span>}
                  {outcome.manualStaff && (
                    <div className="muted small" title={outcome.manualReason ?? ''}>
                      {outcome.manualStaff} · {outcome.manualReason}
                    </div>
                  )}
                </td>
                <td data-label="베팅" className="num">
                  {outcome.openBets.toLocaleString('ko-KR')} / {outcome.bets.toLocaleString('ko-KR')}
                </td>
                <td data-label="진행중 베팅금" className="num">
                  {formatWonText(outcome.openStake)}
                </td>
                {canManage && (
                  <td data-label="새 결과">
                    <select
                      className="input"
                      aria-label={`${market.marketName} ${outcome.pickText} 새 결과`}
                      value={chosen[outcome.outcomeId] ?? ''}
                      onChange={(event) => setChosen({ ...chosen, [outcome.outcomeId]: event.target.value })}
                    >
                      <option value="">변경 없음</option>
                      {settlementValues.map((value) => (
                        <option key={value} value={value}>
                          {settlementValueText[value]}
                        </option>
                      ))}
                    </select>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canManage && (
        <div className="settlement-actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={picked.length === 0}
            onClick={() =>
              onAction({
                action: 'settle',
                marketId: market.marketId,
                marketName: market.marketName,
                outcomes: picked,
              })
            }
          >
            결과 저장 ({picked.length})
          </button>
          <button
            type="button"
            className="btn btn--danger"
            onClick={() =>
              onAction({ action: 'void', marketId: market.marketId, marketName: market.marketName })
            }
          >
            마켓 적특
          </button>
          <button
            type="button"
            className="btn"
            disabled={!hasManual}
            onClick={() =>
              onAction({ action: 'undo', marketId: market.marketId, marketName: market.marketName })
            }
          >
            수동 정산 되돌리기
          </button>
        </div>
      )}
    </section>
  );
}
