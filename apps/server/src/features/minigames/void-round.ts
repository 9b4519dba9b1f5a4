import { type MinigameRoundMessage, minigameTopic } from '@hanpan/core/api/minigames';
import {
  staffMinigameMarketsText,
  staffMinigameVoidAuditAction,
} from '@hanpan/core/api/staff-minigame-markets';
import { virtualText } from '@hanpan/core/api/staff-virtual';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import { recordStaffAction } from '../staff/index.ts';
import { presentRound } from './present.ts';
import { closeOpenRound, type RoundRow } from './round-repository.ts';
import type { SeedChainCache } from './seed-chain.ts';
import type { StaffMinigameOutcome } from './staff-present.ts';
import { hasEarlierOpenRound, hasOpenBets, roundToVoid, voidDrawnRound } from './staff-round-repository.ts';
import { publishVirtualClosed } from './virtual-opening.ts';

// A round voided by staff (적특). A round still open (not drawn) is voided by the same
// conditional update the engine's draw and late void use (closeOpenRound): of a staff void and the
// engine's draw racing for the round exactly one writes it, and the other sees it closed. The seed is
// revealed as on a late void (the next round's commitment is this seed, so the engine carries on with
// the next round as after any void). The audit line commits with the void; after the commit the
// round's message is published and a settlement pass refunds its open bets, each once by its payout key
// (a pass that fails here is finished by the engine's next tick). A virtual event already drawn is
// voided too while some of its bets are open (voidDrawnEvent); a mini-game round is settled on the tick
// that draws it, so a drawn one is refused.

/** What voiding a round needs. */
export type VoidRoundDeps = {
  db: Db;
  now: () => Date;
  seeds: SeedChainCache;
  realtime: Pick<RealtimePublisher, 'publish'>;
  settleBets: () => Promise<unknown>;
  /** Told when the refund pass after a void fails (the engine's next tick finishes it). */
  onSettleError?: (error: unknown) => void;
};

type VoidTarget = NonNullable<Awaited<ReturnType<typeof roundToVoid>>>;
type Voided =
  | { kind: 'voided'; round: RoundRow; before: Record<string, unknown> }
  | { kind: 'refused'; message: string };

/** Voids a round still open (not drawn), revealing its seed; refused when it is not open. */
async function voidOpenRound(
  trx: Trx,
  deps: VoidRoundDeps,
  round: VoidTarget,
  gameType: number,
  at: Date,
): Promise<Voided> {
  if (round.status !== 'open') return { kind: 'refused', message: staffMinigameMarketsText.roundNotOpen };
  // Voiding a later virtual event first would publish the seed of the earlier one, still taking bets.
  if (round.card !== null && (await hasEarlierOpenRound(trx, gameType, round.drawAt))) {
    return { kind: 'refused', message: virtualText.earlierEventOpen };
  }
  const seed = deps.seeds.seedAt(
    { terminalSeed: round.terminalSeed, length: round.chainLength },
    round.chainIndex,
  );
  const written = await closeOpenRound(trx, round.id, { status: 'void', seed }, at);
  // Null: the engine drew it between the read and the update; that draw stands.
  if (!written) return { kind: 'refused', message: staffMinigameMarketsText.roundNotOpen };
  return { kind: 'voided', round: written, before: { status: 'open' } };
}

/**
 * Voids a drawn virtual event whose bets are not all settled (playing, or a settlement cut short). Its
 * seed is public since the off, so no earlier event's seed is revealed: the earliest-first rule does
 * not apply. The round is locked (roundToVoid), so no settlement batch is paying it meanwhile; the bets
 * a batch settled before stand, the open ones are refunded by the pass after the commit.
 */
async function voidDrawnEvent(trx: Trx, round: VoidTarget): Promise<Voided> {
  if (!(await hasOpenBets(trx, round.id))) return { kind: 'refused', message: virtualText.eventSettled };
  const written = await voidDrawnRound(trx, round.id);
  if (!written) return { kind: 'refused', message: staffMinigameMarketsText.roundNotOpen };
  return { kind: 'voided', round: written, before: { status: 'drawn', result: round.result } };
}

/** Voids the game's open round (or unsettled drawn virtual event) by key with the reason; refused in Korean otherwise. */
export async function voidRoundByStaff(
  deps: VoidRoundDeps,
  actor: StaffActor,
  target: { gameType: number; roundKey: string },
  reason: string,
): Promise<StaffMinigameOutcome> {
  const at = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const round = await roundToVoid(trx, target.gameType, target.roundKey);
    if (!round) return { kind: 'refused', message: staffMinigameMarketsText.roundNotFound } as const;
    const voided =
      round.status === 'drawn' && round.card !== null
        ? await voidDrawnEvent(trx, round)
        : await voidOpenRound(trx, deps, round, target.gameType, at);
    if (voided.kind === 'refused') return voided;
    await recordStaffAction(trx, {
      staffId: actor.staffId,
      ip: actor.ip,
      action: staffMinigameVoidAuditAction,
      targetType: 'minigame_round',
      targetId: `${target.gameType}-${target.roundKey}`,
      before: voided.before,
      after: { status: 'void', seed: voided.round.seed },
      reason,
    });
    return voided;
  });
  if (outcome.kind !== 'voided') return outcome;
  const message: MinigameRoundMessage = { type: 'roundVoided', round: presentRound(outcome.round) };
  deps.realtime.publish(minigameTopic(target.gameType), message);
  if (outcome.round.card !== null) publishVirtualClosed(deps.realtime)(outcome.round);
  await deps.settleBets().catch((error: unknown) => deps.onSettleError?.(error));
  return { kind: 'ok', message: staffMinigameMarketsText.roundVoided };
}
