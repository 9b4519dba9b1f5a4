import type { RaceResult, VirtualCard, VirtualResult } from '@hanpan/core/virtual/types';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import { type RoundRow, roundColumns } from './round-repository.ts';
import { publishVirtualEvent } from './virtual-opening.ts';
import { presentVirtualEvent } from './virtual-present.ts';
import { type MatchLine, recordMatch, recordRun } from './virtual-roster-repository.ts';

// Finishing virtual events (issue 25): once an event's race or match has played (finish_at passed) it
// is marked finished by a conditional update, and in the same transaction its result is applied to the
// rosters (each runner's form, each team's table row). Of processes and restarts racing for an event
// exactly one marks it, so a result counts once. A voided event is only marked (it was never run). An
// event with bets still open (a settlement pass cut short) waits for the pass that settles them.

/** Events finished per pass; a backlog is worked off over the next ticks. */
const finishBatch = 100;

/** League points of a result: soccer 3 / 1 / 0, basketball 2 for a win and 1 for a loss (no draws). */
function pointsOf(kind: 'soccer' | 'basketball', scored: number, conceded: number): number {
  if (scored > conceded) return kind === 'soccer' ? 3 : 2;
  if (scored < conceded) return kind === 'soccer' ? 0 : 1;
  return 1;
}

/** Applies a drawn event's result to its runners or teams. */
async function applyResult(trx: Trx, card: VirtualCard, result: VirtualResult): Promise<void> {
  if ('runners' in card) {
    const { order } = result as RaceResult;
    for (const runner of card.runners)
      await recordRun(trx, runner.runnerId, order.indexOf(runner.number) + 1);
    return;
  }
  const score = result as Extract<VirtualResult, { kind: 'soccer' | 'basketball' }>;
  const lines: MatchLine[] = [
    {
      teamId: card.home.teamId,
      scored: score.home,
      conceded: score.away,
      points: pointsOf(card.kind, score.home, score.away),
    },
    {
      teamId: card.away.teamId,
      scored: score.away,
      conceded: score.home,
      points: pointsOf(card.kind, score.away, score.home),
    },
  ];
  for (const line of lines) await recordMatch(trx, line);
}

/** Marks the event finished and applies it, in one transaction; false when another did it first. */
async function finishEvent(db: Db, id: bigint, row: RoundRow, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('minigame_round')
      .set({ finished_at: now })
      .where('id', '=', id)
      .where('finished_at', 'is', null)
      .where('status', '<>', 'open')
      .executeTakeFirst();
    if (marked.numUpdatedRows !== 1n) return false;
    if (row.status === 'drawn') await applyResult(trx, row.card as VirtualCard, row.result as VirtualResult);
    return true;
  });
}

/**
 * One pass: finishes every drawn event whose play has ended and every voided event, announcing each
 * drawn one (eventFinished) once it is applied. Returns how many it finished.
 */
export async function finishVirtualEvents(
  deps: { db: Db; realtime: Pick<RealtimePublisher, 'publish'> },
  now: Date,
): Promise<number> {
  const due = await deps.db
    .selectFrom('minigame_round as r')
    .select(['r.id', ...roundColumns])
    .where('r.finish_at', 'is not', null)
    .where('r.finished_at', 'is', null)
    .where('r.status', '<>', 'open')
    .where((eb) => eb.or([eb('r.finish_at', '<=', now), eb('r.status', '=', 'void')]))
    // Finished only once every bet is settled: eventFinished means paid (a pass cut short waits).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('minigame_bet as b')
            .select('b.id')
            .whereRef('b.round_id', '=', 'r.id')
            .where('b.status', '=', 'open'),
        ),
      ),
    )
    .orderBy('r.finish_at')
    .limit(finishBatch)
    .execute();
  let finished = 0;
  for (const { id, ...row } of due) {
    if (!(await finishEvent(deps.db, id, row, now))) continue;
    finished += 1;
    if (row.status === 'drawn') {
      publishVirtualEvent(
        deps.realtime,
        'eventFinished',
        presentVirtualEvent({ ...row, finishedAt: now }, []),
      );
    }
  }
  return finished;
}
