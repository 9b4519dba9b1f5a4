import type { StaffMinigameGame } from '@hanpan/core/api/staff-minigames';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useVirtualMarketSettings, useVirtualMarkets } from '../api/virtual.ts';
import { formatPercent, isRtpAboveOne } from '../market-form.ts';
import { describeMargin } from '../minigame-settings-form.ts';
import { MarketDialog } from './market-dialog.tsx';

type VirtualMarketsPanelProps = {
  game: StaffMinigameGame;
  canManage: boolean;
  onDone: (message: string) => void;
};

type EditedMarket = { key: string; name: string };

/**
 * 마켓 마진·RTP: each market of the next open event at the margins in force, the market's exact RTP
 * beside its margin (prices are per event: they follow its card), and the market's own limits.
 */
export function VirtualMarketsPanel({ game, canManage, onDone }: VirtualMarketsPanelProps) {
  const markets = useVirtualMarkets(game.gameType);
  const settings = useVirtualMarketSettings(game.gameType);
  const [editing, setEditing] = useState<EditedMarket | null>(null);
  const settingOf = (key: string) => settings.data?.list.find((setting) => setting.marketKey === key);
  const edited = editing && {
    ...editing,
    marginBp: settingOf(editing.key)?.marginBp ?? null,
    maxBet: settingOf(editing.key)?.maxBet ?? null,
    maxWin: settingOf(editing.key)?.maxWin ?? null,
  };
  return (
    <section className="panel" aria-label={`${game.name} 마켓`} data-testid="virtual-markets">
      <div className="toolbar">
        <h2 className="panel__title">마켓 마진 · 환수율(RTP)</h2>
        {markets.data && <span className="muted small">다음 이벤트 {markets.data.roundKey} 기준</span>}
      </div>
      {(markets.isPending || settings.isPending) && <LoadingState />}
      {markets.isError && <ErrorState error={markets.error} onRetry={() => void markets.refetch()} />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {markets.data && settings.data && (
        <>
          <DataTable
            className="table table--compact"
            testId="virtual-market-table"
            head={
              <>
                <th scope="col">마켓</th>
                <th scope="col">선택지</th>
                <th scope="col">마진</th>
                <th scope="col">환수율(RTP)</th>
                <th scope="col">최대 베팅</th>
                <th scope="col">최대 당첨</th>
                {canManage && <th scope="col">관리</th>}
              </>
            }
          >
            {markets.data.markets.map((market) => {
              const own = settingOf(market.key);
              return (
                <tr key={market.key} data-testid={`virtual-market-${market.key}`}>
                  <td>{market.name}</td>
                  <td className="num">{market.picks.length.toLocaleString('ko-KR')}개</td>
                  <td className="num">
                    {describeMargin(market.marginBp)}
                    {market.ownMarginBp === null && <span className="muted small"> (게임)</span>}
                  </td>
                  <td className={`num${isRtpAboveOne(market.rtp) ? ' num--negative' : ''}`}>
                    {formatPercent(market.rtp)}
                  </td>
                  <td className="num">{own?.maxBet ? formatWonText(own.maxBet) : '게임 한도'}</td>
                  <td className="num">{own?.maxWin ? formatWonText(own.maxWin) : '게임 한도'}</td>
                  {canManage && (
                    <td className="actions">
                      <button
                        type="button"
                        className="btn btn--sm"
                        onClick={() => setEditing({ key: market.key, name: market.name })}
                      >
                        수정
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </DataTable>
          <p className="muted small">
            환수율은 마켓의 모든 선택지에 같은 금액을 걸었을 때의 기대 환급률로, 이 이벤트의 출전표에서 계산한
            정확한 확률과 마진을 반영한 배당으로 구합니다.
          </p>
        </>
      )}
      {edited && (
        <MarketDialog game={game} market={edited} onClose={() => setEditing(null)} onDone={onDone} />
      )}
    </section>
  );
}
