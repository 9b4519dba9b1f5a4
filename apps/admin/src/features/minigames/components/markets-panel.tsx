import type { StaffMinigameMarket } from '@hanpan/core/api/staff-minigame-markets';
import type { StaffMinigameGame } from '@hanpan/core/api/staff-minigames';
import { formatOdds } from '@hanpan/core/sports/odds';
import { useEffect, useRef, useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useMinigameMarkets } from '../api/minigame-markets.ts';
import { formatPercent, isRtpAboveOne, limitFields } from '../market-form.ts';
import { describeMargin } from '../minigame-settings-form.ts';
import { LimitsDialog } from './limits-dialog.tsx';
import { MarketDialog } from './market-dialog.tsx';

type MarketsPanelProps = {
  game: StaffMinigameGame;
  canManage: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** 배당·한도: the game's limits and each market's picks with 확률, 배당 and 환수율, margins and limits. */
export function MarketsPanel({ game, canManage, onClose, onDone }: MarketsPanelProps) {
  const markets = useMinigameMarkets(game.gameType);
  const [editing, setEditing] = useState<StaffMinigameMarket | null>(null);
  const [isEditingLimits, setIsEditingLimits] = useState(false);
  const ref = useRef<HTMLElement>(null);
  // The panel opens below a long games table: bring it into view.
  useEffect(() => {
    void ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  const data = markets.data;
  return (
    <section ref={ref} className="panel" aria-label={`${game.name} 배당·한도`} data-testid="minigame-markets">
      <div className="toolbar">
        <h2 className="panel__title">
          {game.lobbyName} · {game.name} 배당·한도
        </h2>
        <button type="button" className="btn btn--sm" onClick={onClose}>
          닫기
        </button>
      </div>
      {markets.isPending && <LoadingState />}
      {markets.isError && <ErrorState error={markets.error} onRetry={() => void markets.refetch()} />}
      {data && (
        <>
          <dl className="minigames-limits" data-testid="minigame-limits">
            <div className="minigames-limits__item">
              <dt>게임 마진</dt>
              <dd className="num">{describeMargin(data.gameMarginBp)}</dd>
            </div>
            {limitFields.map(({ key, label }) => (
              <div key={key} className="minigames-limits__item">
                <dt>{label}</dt>
                <dd className="num">{formatWonText(data.limits[key])}</dd>
              </div>
            ))}
            {canManage && (
              <button type="button" className="btn btn--sm" onClick={() => setIsEditingLimits(true)}>
                한도 수정
              </button>
            )}
          </dl>
          <DataTable
            className="table table--compact"
            testId="minigame-market-table"
            head={
              <>
                <th scope="col">마켓</th>
                <th scope="col">선택</th>
                <th scope="col">확률</th>
                <th scope="col">배당</th>
                <th scope="col">환수율(RTP)</th>
                <th scope="col">마진</th>
                <th scope="col">최대 베팅</th>
                <th scope="col">최대 당첨</th>
                {canManage && <th scope="col">관리</th>}
              </>
            }
          >
            {data.markets.map((market) =>
              market.picks.map((pick, index) => (
                <tr key={pick.code} data-testid={`minigame-pick-${pick.code}`}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={market.picks.length} className="minigames-lobby">
                      {market.name}
                    </th>
                  )}
                  <td>{pick.name}</td>
                  <td className="num">{formatPercent(pick.probability.won)}</td>
                  <td className="num">{formatOdds(pick.odds)}</td>
                  <td className={`num${isRtpAboveOne(pick.rtp) ? ' num--negative' : ''}`}>
                    {formatPercent(pick.rtp)}
                  </td>
                  {index === 0 && (
                    <>
                      <td className="num" rowSpan={market.picks.length}>
                        {describeMargin(market.effectiveMarginBp)}
                        {market.marginBp === null && <span className="muted small"> (게임)</span>}
                      </td>
                      <td className="num" rowSpan={market.picks.length}>
                        {market.maxBet === null ? '게임 한도' : formatWonText(market.maxBet)}
                      </td>
                      <td className="num" rowSpan={market.picks.length}>
                        {market.maxWin === null ? '게임 한도' : formatWonText(market.maxWin)}
                      </td>
                      {canManage && (
                        <td className="actions" rowSpan={market.picks.length}>
                          <button type="button" className="btn btn--sm" onClick={() => setEditing(market)}>
                            수정
                          </button>
                        </td>
                      )}
                    </>
                  )}
                </tr>
              )),
            )}
          </DataTable>
          <p className="muted small">
            확률은 추첨 방식에서 계산한 실제 당첨 확률, 환수율은 확률 × 배당(무효·절반 당첨 포함)입니다. 마켓
            마진을 비우면 게임 마진으로 배당을 매기고, 마켓 한도는 게임 한도와 함께 적용됩니다.
          </p>
        </>
      )}
      {editing && (
        <MarketDialog game={game} market={editing} onClose={() => setEditing(null)} onDone={onDone} />
      )}
      {isEditingLimits && data && (
        <LimitsDialog
          game={game}
          limits={data.limits}
          onClose={() => setIsEditingLimits(false)}
          onDone={onDone}
        />
      )}
    </section>
  );
}
