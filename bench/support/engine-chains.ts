// Seed chains for the server's mini-game engine, written before a bench starts the server: on a fresh
// database the engine would make one chain of 43,200 SHA-256 steps for each of its games on its first
// ticks (seconds of CPU, once a month in production), inside the measured seconds of a bet bench.
import { createTerminalSeed } from '@hanpan/core/minigames/provably-fair';
import { createSeedChainCache, sha256Text } from '../../apps/server/src/features/minigames/seed-chain.ts';
import type { Db } from '../../apps/server/src/lib/db/database.ts';

// Rounds each chain serves: more than any bench run asks of a 1-minute game.
const benchChainLength = 1_000;

/** Gives every mini-game without a chain one of `benchChainLength` seeds, its anchor computed as the engine does. */
export async function createEngineChains(db: Db): Promise<void> {
  const games = await db
    .selectFrom('minigame_game as g')
    .select('g.game_type')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('minigame_seed_chain as c').select('c.id').whereRef('c.game_type', '=', 'g.game_type'),
        ),
      ),
    )
    .execute();
  const cache = createSeedChainCache();
  const rows = games.map(({ game_type }) => {
    const terminalSeed = createTerminalSeed();
    const anchor = sha256Text(cache.seedAt({ terminalSeed, length: benchChainLength }, 0));
    return { game_type, anchor, length: benchChainLength, terminal_seed: terminalSeed };
  });
  if (rows.length > 0) await db.insertInto('minigame_seed_chain').values(rows).execute();
}
