import { betCode, betText } from '@hanpan/core/betting/bet-codes';
import { inplayDelayOf } from '@hanpan/core/betting/limits';
import type { IdempotentReply } from '../../../lib/http/envelope.ts';
import type { SessionMember } from '../../../lib/http/request-member.ts';
import { dropPendingBet, findPendingBet, parkPendingBet, takeReadyPendingBet } from './pending-repository.ts';
import { type PlacementDeps, placeBet, readSnapshot } from './place-bet.ts';
import { type BetBody, readBetRequest, readStoredBetRequest } from './read-request.ts';
import { judgeBet } from './resolve-picks.ts';

/** What the in-play calls need. */
export type InplayDeps = PlacementDeps & { afterPlaced: (memberId: number) => Promise<unknown> };

/** How long a parked in-play bet may be confirmed once its delay has passed, seconds. */
const pendingBetLifetimeSeconds = 30;

const noPendingBet: IdempotentReply = { code: betCode.noPendingBet, data: { message: betText.noPendingBet } };

/**
 * /bet/preInplay: judges the bet as an in-play bet (every pick live), then parks it for this
 * session (replacing any earlier one) until the delay of its sports has passed; data is the delay.
 * With no delay set, the bet is placed at once and answered as /bet/addInplay would.
 */
export async function parkInplayBet(
  deps: InplayDeps,
  member: SessionMember,
  body: BetBody,
  key: string,
): Promise<IdempotentReply> {
  const read = readBetRequest(body);
  if (!read.isRead) return read.reply;
  const input = { memberId: member.id, items: read.items, amount: read.amount };
  const snapshot = await readSnapshot(deps, input);
  const verdict = judgeBet(input, snapshot, 'inplay');
  if (verdict.kind === 'refused') return { code: verdict.code, data: verdict.data };
  const delay = inplayDelayOf(
    snapshot.limits,
    verdict.legs.map((leg) => leg.facts.sportId),
  );
  if (delay === 0) {
    const placed = await placeBet(deps, input, { mode: 'inplay', operation: 'bet.inplay', key });
    if (placed.isPlaced) await deps.afterPlaced(member.id);
    return placed.reply;
  }
  await parkPendingBet(
    deps.db,
    {
      sessionHash: member.tokenHash,
      memberId: member.id,
      request: { betList: read.items, amount: read.amount },
      idempotencyKey: key,
    },
    delay,
    pendingBetLifetimeSeconds,
  );
  return { code: betCode.ok, data: delay };
}

/**
 * /bet/addInplay: takes this session's parked bet once its delay has passed (24 while it has not;
 * 23 when there is none, it expired or was taken) and places it in the same transaction, judged
 * again on the prices and match state of then. Its key is the one of the preInplay call, so a
 * repeated confirm replays the first reply and never debits twice.
 */
export async function confirmInplayBet(deps: InplayDeps, member: SessionMember): Promise<IdempotentReply> {
  const pending = await findPendingBet(deps.db, member.tokenHash);
  if (!pending || pending.memberId !== member.id) return noPendingBet;
  if (pending.now.getTime() < pending.readyAt.getTime()) {
    return { code: betCode.tooEarly, data: { message: betText.tooEarly } };
  }
  if (pending.now.getTime() >= pending.expiresAt.getTime()) {
    await dropPendingBet(deps.db, member.tokenHash, pending.idempotencyKey);
    return noPendingBet;
  }
  const read = readStoredBetRequest(pending.request);
  if (!read.isRead) {
    await dropPendingBet(deps.db, member.tokenHash, pending.idempotencyKey);
    return read.reply;
  }
  const input = { memberId: member.id, items: read.items, amount: read.amount };
  const key = pending.idempotencyKey;
  const placed = await placeBet(deps, input, {
    mode: 'inplay',
    operation: 'bet.inplay',
    key,
    before: async (trx) =>
      (await takeReadyPendingBet(trx, {
        sessionHash: member.tokenHash,
        memberId: member.id,
        idempotencyKey: key,
      }))
        ? null
        : noPendingBet,
  });
  // A refusal thrown out of the transaction (too little cash) rolled the take back: drop it now.
  if (!placed.isPlaced) await dropPendingBet(deps.db, member.tokenHash, key);
  else await deps.afterPlaced(member.id);
  return placed.reply;
}
