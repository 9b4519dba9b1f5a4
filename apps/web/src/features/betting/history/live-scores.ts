import type { BetListData } from '@hanpan/core/api/bet-history';
import type { LiveFixtureState } from '@hanpan/core/api/sports-realtime';

/** Fixture statuses before kick-off (not started, about to start): no score to show yet. */
const beforeKickOff: readonly number[] = [1, 9];

/**
 * The page with the live fixtures' statuses and scores patched into its open bets' legs; the same
 * object when nothing shown changed (so a message about other fixtures re-renders nothing).
 */
export function patchLiveScores(data: BetListData, fixtures: readonly LiveFixtureState[]): BetListData {
  const byId = new Map(fixtures.map((fixture) => [String(fixture.fixtureId), fixture]));
  let isChanged = false;
  const list = data.list.map((bet) => {
    if (bet.status !== 'open') return bet;
    let isBetChanged = false;
    const legs = bet.legs.map((leg) => {
      const live = byId.get(leg.fixtureId);
      if (!live) return leg;
      const score =
        !beforeKickOff.includes(live.status) && live.scoreHome !== null && live.scoreAway !== null
          ? { home: live.scoreHome, away: live.scoreAway }
          : leg.score;
      if (
        live.status === leg.fixtureStatus &&
        score?.home === leg.score?.home &&
        score?.away === leg.score?.away
      ) {
        return leg;
      }
      isBetChanged = true;
      return { ...leg, fixtureStatus: live.status, score };
    });
    if (!isBetChanged) return bet;
    isChanged = true;
    return { ...bet, legs };
  });
  return isChanged ? { ...data, list } : data;
}

/** The fixtures of the page's open bets, for following their live scores. */
export function openFixtureIds(data: BetListData | undefined): string[] {
  if (!data) return [];
  const ids = new Set<string>();
  for (const bet of data.list) {
    if (bet.status === 'open') for (const leg of bet.legs) ids.add(leg.fixtureId);
  }
  return [...ids];
}
