import type { BetPriceItem, PlacedBetData } from '@hanpan/core/api/betting';
import { betText } from '@hanpan/core/betting/bet-codes';
import { closedFixtureStatuses } from '@hanpan/core/sports/fixture-status';
import type { PickFacts } from './placement-repository.ts';
import type { AcceptedBet, RatedPick } from './resolve-picks.ts';

/** data of an accepted bet (code 0). */
export function presentPlacedBet(betId: bigint, amount: number, bet: AcceptedBet): PlacedBetData {
  return {
    message: bet.isOddsChanged ? betText.acceptedAtNewOdds : betText.placed,
    betId: betId.toString(),
    amount,
    totalOdds: bet.figures.totalOdds,
    expectedWinnings: bet.figures.expectedWinnings,
    isOddsChanged: bet.isOddsChanged,
    legs: bet.legs.map((leg) => ({ id: leg.facts.betId, odds: leg.odds })),
  };
}

/**
 * A pick's price now for /bet/prices: closed when unknown, settled, hidden (its line, sport or league)
 * or its fixture is over;
 * suspended (with its price) when the pick or its market is; else open.
 */
export function presentPrice(
  id: string,
  fact: PickFacts | undefined,
  pick: RatedPick | undefined,
): BetPriceItem {
  const isClosed =
    !fact ||
    !pick ||
    pick.isHidden ||
    !fact.isListed ||
    closedFixtureStatuses.includes(fact.fixtureStatus) ||
    fact.marketStatus === 'settled' ||
    fact.outcomeStatus === 'settled';
  if (isClosed) return { id, odds: 0, status: 'closed' };
  const isOpen = pick.status === 'open' && fact.marketStatus === 'open';
  return { id, odds: pick.price, status: isOpen ? 'open' : 'suspended' };
}
