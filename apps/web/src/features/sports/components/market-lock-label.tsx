import type { SportsMarket } from '@hanpan/core/api/sports';
import { suspendReasonText } from '@hanpan/core/sports/live-incidents';
import { useMarketStatus, useMarketSuspendReason } from '../../../lib/odds-store.ts';
import { LockIcon } from './odds-cell.tsx';

/** Over a suspended market's cells: the lock and the feed's reason ('골 확인 중'); nothing without a reason. */
export function MarketLockLabel({ fixtureId, market }: { fixtureId: number; market: SportsMarket }) {
  const status = useMarketStatus(fixtureId, market.marketId, market.status);
  const reason = useMarketSuspendReason(fixtureId, market.marketId, market.suspendReason);
  if (status !== 'suspended' || reason === null) return null;
  return (
    <span className="market-lock" data-reason={reason}>
      <LockIcon />
      {suspendReasonText[reason]}
    </span>
  );
}
