import type { VirtualEventView, VirtualMarketView, VirtualPaidMarket } from '@hanpan/core/api/virtual';
import type { VirtualCard, VirtualResult } from '@hanpan/core/virtual/types';
import type { RoundRow } from './round-repository.ts';

/**
 * A virtual event as the calls and messages show it, with its priced markets (pass none once betting
 * has closed): the seed only once the event is drawn or void, the result and paid prices only once drawn.
 */
export function presentVirtualEvent(row: RoundRow, markets: VirtualMarketView[]): VirtualEventView {
  const isClosed = row.status !== 'open';
  return {
    gameType: row.gameType,
    roundKey: row.roundKey,
    gameUid: `${row.gameType}-${row.roundKey}`,
    status: row.status,
    closeAt: row.closeAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    finishAt: (row.finishAt ?? row.drawAt).toISOString(),
    commitment: row.commitment,
    seed: isClosed ? row.seed : null,
    card: row.card as VirtualCard,
    result: row.status === 'drawn' ? (row.result as VirtualResult) : null,
    markets,
    paid: row.status === 'drawn' ? ((row.paid as VirtualPaidMarket[] | null) ?? []) : [],
  };
}
