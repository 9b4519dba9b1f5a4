import type { SportsFixture, SportsMarket, SportsOutcome } from '@hanpan/core/api/sports';
import { cartEntryOf } from '@hanpan/core/betting/cart';
import { formatOdds } from '@hanpan/core/sports/odds';
import { memo } from 'react';
import {
  isFixtureOpen,
  useFixtureStatus,
  useMarketStatus,
  useMarketSuspendReason,
  useOutcomeCell,
} from '../../../lib/odds-store.ts';
import { useCartStore, useIsInCart } from '../../betting/index.ts';
import { lockTextOf } from '../list-rows.ts';

type OddsCellProps = {
  fixture: SportsFixture;
  market: SportsMarket;
  outcome: SportsOutcome;
  /** A short text shown instead of the pick label and line (the list views); one line beside the price. */
  label?: string;
};

/**
 * One pick's fixed-size button: pick label, line and price. It reads its own price, status and
 * selection from the stores, so a feed message re-renders this cell only. Locked (disabled) while
 * the outcome or market is suspended or the fixture does not take bets, with the feed's reason as
 * its title when there is one; gone once settled.
 */
export const OddsCell = memo(function OddsCell({ fixture, market, outcome, label }: OddsCellProps) {
  const cell = useOutcomeCell(outcome.id, outcome.price, outcome.status);
  const marketStatus = useMarketStatus(fixture.fixtureId, market.marketId, market.status);
  const fixtureStatus = useFixtureStatus(fixture.fixtureId, fixture.status);
  const reason = useMarketSuspendReason(fixture.fixtureId, market.marketId, market.suspendReason);
  const isSelected = useIsInCart(outcome.id);
  const toggle = useCartStore((state) => state.toggle);
  if (cell.status === 'settled' || marketStatus === 'settled') return null;
  const isLocked =
    cell.status !== 'open' || marketStatus !== 'open' || !isFixtureOpen(fixtureStatus, fixture.gameType);
  const price = formatOdds(cell.price);
  const lockText = lockTextOf(isLocked, marketStatus, reason);
  return (
    <button
      type="button"
      className="odds-cell"
      data-outcome-id={outcome.id}
      aria-pressed={isSelected}
      aria-label={[market.name, outcome.pickLabel, outcome.line, price, lockText].filter(Boolean).join(' ')}
      title={lockText || undefined}
      disabled={isLocked}
      data-locked={isLocked ? 'true' : undefined}
      data-flash={cell.flash ?? undefined}
      onClick={() => toggle(cartEntryOf(fixture, market, { ...outcome, price: cell.price }))}
    >
      {label === undefined ? (
        <span className="odds-cell__pick">
          {outcome.pickLabel}
          {outcome.line && <span className="odds-cell__line">{outcome.line}</span>}
        </span>
      ) : (
        <span className="odds-cell__pick">{label}</span>
      )}
      <span className="odds-cell__value">
        {isLocked && <LockIcon />}
        {cell.flash && (
          <span className="odds-cell__arrow" aria-hidden="true">
            {cell.flash === 'up' ? '▲' : '▼'}
          </span>
        )}
        <span className="odds-price">{price}</span>
      </span>
    </button>
  );
});

/** The lock shown on a cell or row that takes no bets. */
export function LockIcon() {
  return (
    <svg className="odds-cell__lock" viewBox="0 0 16 16" width="11" height="11" aria-hidden="true">
      <path
        fill="currentColor"
        d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5Zm1.5 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}
