import { describe, expect, it } from 'vitest';
import {
  isTrade360EventsMessage,
  trade360Settlement as S,
  type Trade360Event,
  type Trade360Message,
} from '../trade360/messages.ts';
import { createFeedSimulator } from './simulator.ts';

const startAt = new Date('2026-11-21T11:00:00Z');
const eventsOf = (message: Trade360Message) => (isTrade360EventsMessage(message) ? message.Body.Events : []);
const scoreOf = (event: Trade360Event) => {
  const results = event.Livescore?.Scoreboard?.Results ?? [];
  return [1, 2].map((position) =>
    Number(results.find((r) => r.Position === String(position))?.Value ?? 0),
  ) as [number, number];
};

describe('a whole soccer match in simulated time', () => {
  it('when a soccer fixture is played from kick-off to the end, then it goes live, finishes and its settlements agree with the final score', () => {
    const simulator = createFeedSimulator({ seed: 'whole-match', startAt, speed: 60, fixtureCount: 12 });
    const snapshot = simulator.snapshot(startAt);
    const fixture = eventsOf(snapshot)
      .filter((event) => event.Fixture?.Sport.Id === 6046 && event.Fixture.Status === 1)
      .sort((a, b) => Date.parse(a.Fixture?.StartDate ?? '') - Date.parse(b.Fixture?.StartDate ?? ''))[0];
    if (!fixture?.Fixture) throw new Error('no soccer fixture scheduled');
    const kickOff = Date.parse(fixture.Fixture.StartDate);
    const mine: { type: number; event: Trade360Event }[] = [];
    const collect = (messages: Trade360Message[]) => {
      for (const message of messages) {
        for (const event of eventsOf(message))
          if (event.FixtureId === fixture.FixtureId) mine.push({ type: message.Header.Type, event });
      }
    };
    collect(simulator.advance(new Date(kickOff - 60_000)));
    for (let at = kickOff; at <= kickOff + 3 * 3_600_000; at += 3 * 60_000)
      collect(simulator.advance(new Date(at)));

    const statuses = mine.flatMap(({ event }) => (event.Fixture ? [event.Fixture.Status] : []));
    expect(statuses).toEqual([2, 3]);
    const scores = mine.filter(({ type }) => type === 2);
    // The clock runs on in stoppage time and shows 45:00 again when the second half starts (LSports
    // period codes: 10 first half, 20 second half).
    for (const period of [10, 20]) {
      const clocks = scores
        .filter(({ event }) => event.Livescore?.Scoreboard?.CurrentPeriod === period)
        .map(({ event }) => event.Livescore?.Scoreboard?.Time ?? 0);
      expect(clocks.length).toBeGreaterThan(5);
      expect(clocks).toEqual([...clocks].sort((a, b) => a - b));
    }
    const last = scores.at(-1)?.event;
    expect(last?.Livescore?.Scoreboard?.Status).toBe(3);
    expect(last?.Livescore?.Scoreboard?.CurrentPeriod).toBe(100);
    expect(last?.Livescore?.Periods.map((period) => period.Type)).toEqual([10, 20]);
    // Half time: the first half is over, the second not started, so the scoreboard says break (80).
    expect(
      scores.some(
        ({ event }) =>
          event.Livescore?.Scoreboard?.CurrentPeriod === 80 &&
          event.Livescore.Periods.map((period) => period.Type).join() === '10',
      ),
    ).toBe(true);
    expect(last?.Livescore?.Periods.map((period) => period.IsFinished)).toEqual([true, true]);
    const [home, away] = last ? scoreOf(last) : [0, 0];

    const settlements = mine.filter(({ type }) => type === 35).flatMap(({ event }) => event.Markets ?? []);
    const settled = (marketId: number, name: string, line?: string) =>
      settlements
        .find((m) => m.Id === marketId)
        ?.Bets.find((bet) => bet.Name === name && (line === undefined || bet.Line === line))?.Settlement;
    const result = (isWinner: boolean) => (isWinner ? S.winner : S.loser);
    expect(settled(1, '1')).toBe(result(home > away));
    expect(settled(1, 'X')).toBe(result(home === away));
    expect(settled(1, '2')).toBe(result(home < away));
    expect(settled(7, '12')).toBe(result(home !== away));
    expect(settled(17, 'Yes')).toBe(result(home > 0 && away > 0));
    expect(settled(5, 'Odd')).toBe(result((home + away) % 2 === 1));
    const firstHalf = last?.Livescore?.Periods[0]?.Results ?? [];
    const [halfHome, halfAway] = [1, 2].map((position) =>
      Number(firstHalf.find((r) => r.Position === String(position))?.Value),
    );
    expect(settled(41, 'X')).toBe(result(halfHome === halfAway));
    for (const market of settlements.filter((m) => m.Id === 2)) {
      for (const bet of market.Bets) {
        const line = Number(bet.Line);
        const over = home + away - line;
        if (Number.isInteger(line * 2) && !Number.isInteger(line)) {
          expect(bet.Settlement).toBe(result(bet.Name === 'Over' ? over > 0 : over < 0));
        }
        if (Number.isInteger(line) && over === 0) expect(bet.Settlement).toBe(S.refund);
      }
    }
    for (const market of settlements.filter((m) => m.Id === 3)) {
      for (const bet of market.Bets) {
        const line = Number(bet.Line);
        const margin = bet.Name === '1' ? home - away : away - home;
        if (Number.isInteger(line * 2) && !Number.isInteger(line))
          expect(bet.Settlement).toBe(result(margin + line > 0));
      }
    }
    expect(settlements.flatMap((m) => m.Bets).every((bet) => bet.Status === 3)).toBe(true);
  });
});
