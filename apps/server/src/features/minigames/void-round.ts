import { type MinigameRoundMessage, minigameTopic } from '@hanpan/core/api/minigames';
import {
  staffMinigameMarketsText,
  staffMinigameVoidAuditAction,
} from '@hanpan/core/api/staff-minigame-markets';
import { virtualText } from '@hanpan/core/api/staff-virtual';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import { recordStaffAction } from '../staff/index.ts';
import { presentRound } from './present.ts';
import { closeOpenRound } from './round-repository.ts';
import type { SeedChainCache } from './seed-chain.ts';
import type { StaffMinigameOutcome } from './staff-present.ts';
import { hasEarlierOpenRound, roundToVoid } from './staff-round-repository.ts';
import { publishVirtualClosed } from './virtual-opening.ts';

// A round voided by staff (적특). Only a round still open (not drawn) is voided, by the same
// conditional update the engine's draw and late void use (closeOpenRound): of a staff void and the
// engine's draw racing for the round exactly one writes it, and the other sees it closed. The seed is
// revealed as on a late void (the next round's commitment is this seed, so the engine carries on with
// the next round as after any void). The audit line commits with the void; after the commit the
// round's message is published and a settlement pass refunds its open bets, each once by its payout key
// (a pass that fails here is finished by the engine's next tick).

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

/** Voids the game's open round by key with the reason; refused in Korean when it is not open. */
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
    if (round.status !== 'open') {
      return { kind: 'refused', message: staffMinigameMarketsText.roundNotOpen } as const;
    }
    // Voiding a later virtual event first would publish the seed of the earlier one, still taking bets.
    if (round.card !== null && (await hasEarlierOpenRound(trx, target.gameType, round.drawAt))) {
      return { kind: 'refused', message: virtualText.earlierEventOpen } as const;
    }
    const seed = deps.seeds.seedAt(
      { terminalSeed: round.terminalSeed, length: round.chainLength },
      round.chainIndex,
    );
    const written = await closeOpenRound(trx, round.id, { status: 'void', seed }, at);
    // Null: the engine drew it between the read and the update; that draw stands.
    if (!written) return { kind: 'refused', message: staffMinigameMarketsText.roundNotOpen } as const;
    await recordStaffAction(trx, {
      staffId: actor.staffId,
      ip: actor.ip,
      action: staffMinigameVoidAuditAction,
      targetType: 'minigame_round',
      targetId: `${target.gameType}-${target.roundKey}`,
      before: { status: 'open' },
      after: { status: 'void', seed },
      reason,
    });
    return { kind: 'voided', round: written } as const;
  });
  if (outcome.kind !== 'voided') return outcome;
  const message: MinigameRoundMessage = { type: 'roundVoided', round: presentRound(outcome.round) };
  deps.realtime.publish(minigameTopic(target.gameType), message);
  if (outcome.round.card !== null) publishVirtualClosed(deps.realtime)(outcome.round);
  await deps.settleBets().catch((error: unknown) => deps.onSettleError?.(error));
  return { kind: 'ok', message: staffMinigameMarketsText.roundVoided };
}
