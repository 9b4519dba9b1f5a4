import { describe, expect, it } from 'vitest';
import { ownStatementsOf, useStatementCountingApp } from '../../../test/statement-counts.ts';
import { createRoundEngine } from './engine.ts';

// An engine tick with nothing to draw, create or settle runs every second in every server process: its
// statements are a fixed cost of the whole site. Counted with every game on, after two ticks made their
// rounds; a change that adds a statement per game and tick fails here. Measured on 2026-11-29: 176 (a
// latest-draw read and a locking transaction of four statements per game and tick); 9 after one read of
// every game's latest draw and of their wanted rounds, with a game's transaction only when it lacks one.
const idleTickCeiling = 9;

let clock = new Date('2027-03-09T15:00:10.000Z');
const t = useStatementCountingApp({ now: () => clock });

describe('the round engine idle tick', () => {
  it('when nothing is due, then a tick sends at most its ceiling of statements', async () => {
    const engine = createRoundEngine({
      db: t.db,
      now: () => clock,
      realtime: { publish: () => {} },
      log: t.app.log,
    });
    await engine.tick();
    clock = new Date(clock.getTime() + 1_000);
    await engine.tick();
    clock = new Date(clock.getTime() + 1_000);
    const sent = ownStatementsOf(await t.countStatements(() => engine.tick()));
    expect(sent.length, sent.map((statement) => statement.sql).join('\n')).toBeLessThanOrEqual(
      idleTickCeiling,
    );
  });
});
