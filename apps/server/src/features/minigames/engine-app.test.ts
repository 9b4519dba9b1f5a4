import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';

// The engine as the app runs it: started when the app is ready, stopped before it closes.
const t = useTestApp({ isMinigameEngineOn: true });

/** How many games have at least one round. */
async function gamesWithRounds(): Promise<number> {
  const row = await t.db
    .selectFrom('minigame_round')
    .select((eb) => eb.fn.count('game_type').distinct().as('games'))
    .executeTakeFirstOrThrow();
  return Number(row.games);
}

describe('mini-game engine in the app', () => {
  it('when the app is ready, then every enabled game gets its current round without a manual tick', async () => {
    const enabled = await t.db
      .selectFrom('minigame_game')
      .select('game_type')
      .where('is_enabled', '=', true)
      .execute();
    // The first tick runs right after ready; poll the database until it has made every game's round.
    const deadline = Date.now() + 30_000;
    while ((await gamesWithRounds()) < enabled.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await gamesWithRounds()).toBe(enabled.length);
    const open = await t.db
      .selectFrom('minigame_round')
      .select('seed')
      .where('status', '=', 'open')
      .execute();
    expect(open.every((round) => round.seed === null)).toBe(true);
  });
});
