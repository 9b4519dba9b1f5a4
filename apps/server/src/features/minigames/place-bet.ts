import { type addGameRequestSchema, minigameBetCode, minigameBetText } from '@hanpan/core/api/minigame-bets';
import { parseGameUid } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { pickOf } from '@hanpan/core/minigames/markets';
import type { z } from 'zod';
import type { Db } from '../../lib/db/database.ts';
import { roundLimitsSqlState, roundNotBettableSqlState, sqlStateOf } from '../../lib/db/errors.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { codeReply, type IdempotentReply, okReply } from '../../lib/http/envelope.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import {
  type ClaimOutcome,
  type ClaimRow,
  claimThenRun,
  type IdempotencyClaim,
  runClaiming,
} from '../../lib/idempotency/repository.ts';
import { house, memberAccount, moneyRefusalOf, moneyStep, stakeRefusalOf } from '../wallet/index.ts';
import { judgeMinigameBet, type MinigameBetAsk, type MinigameVerdict, noGameReply } from './judge-bet.ts';
import { type PlacementFacts, placeMinigameBetInOne, readPlacementFacts } from './placement-repository.ts';
import { presentMinigameBet } from './present-bet.ts';

// Kept here for the callers that price a bet as a placement does.
export { potentialWinOf } from './judge-bet.ts';

/** The body of /bet/addGame as the route parsed it. */
type AddGameBody = z.infer<typeof addGameRequestSchema>;

/** What placing a mini-game bet needs: the database. */
export type MinigamePlacementDeps = { db: Db };

/** What a placement did: its reply, and whether money moved in this call. */
export type MinigamePlacement = { reply: IdempotentReply; isPlaced: boolean };

/** A parsed bet and the idempotency claim its key is bound to. */
export type MinigameBetRequest = { ask: MinigameBetAsk; key: string; claim: IdempotencyClaim };

/**
 * POST /api/bet/addGame: reads the round, the member and the game's market settings (one statement, no
 * locks, no transaction), judges the bet on them (judgeMinigameBet: the spec's codes in order) and places it
 * under the member's idempotency key: an accepted bet's claim, stake (member cash to the house,
 * conditional: code 3 when short), bet row and stored reply are one statement, which refuses the bet
 * with nothing written when the round closed by the database clock meanwhile (code 6) or the
 * member's round totals passed its limits (code 8). A replayed key returns the first reply and moves
 * nothing.
 */
export async function placeMinigameBet(
  deps: MinigamePlacementDeps,
  memberId: number,
  body: AddGameBody,
  key: string,
): Promise<MinigamePlacement> {
  const request = requestOf(memberId, body, key);
  if (!request) return { reply: noGameReply(), isPlaced: false };
  const { ask } = request;
  const facts = await readPlacementFacts(deps.db, memberId, ask.gameType, ask.roundKey);
  return placeOnFacts(deps, request, facts);
}

/** The bet read from the parsed body with its claim, or null when there is nothing to bet on (code 2, not claimed). */
export function requestOf(memberId: number, body: AddGameBody, key: string): MinigameBetRequest | null {
  const { choosed, gameUid, amount, odd } = body;
  // The widest day accepts every round key: staff may have changed the period, VIRTUAL_SPEED the pace.
  const target = parseGameUid(gameUid, null);
  if (!target) return null;
  const { game } = target;
  // A virtual event's picks are its card's: judged on the event (judge-bet.ts).
  if (game.family !== 'virtual' && !pickOf(miniFamilies[game.family], choosed)) return null;
  const isWholeAmount = typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
  const ask: MinigameBetAsk = {
    memberId,
    game,
    odd,
    gameType: game.gameType,
    roundKey: gameUid.slice(gameUid.indexOf('-') + 1),
    pick: choosed,
    stake: isWholeAmount ? BigInt(amount) : 0n,
    isWholeAmount,
  };
  const claim = {
    actor: { memberId },
    key,
    operation: 'bet.addGame',
    requestHash: fingerprintOf({
      choosed,
      gameUid,
      amount: isWholeAmount ? amount : String(amount),
      ...(odd === undefined ? {} : { odd }),
    }),
  };
  return { ask, key, claim };
}

/**
 * Judges and places a parsed bet on the facts read before it (placeMinigameBet reads them just
 * before): a refusal is claimed and stored as any reply, so a reply stored under the key is still
 * answered first.
 */
export async function placeOnFacts(
  deps: MinigamePlacementDeps,
  request: MinigameBetRequest,
  facts: PlacementFacts | null,
): Promise<MinigamePlacement> {
  const verdict = judgeMinigameBet(request.ask, facts);
  const outcome = await runClaiming<IdempotentReply>(
    deps.db,
    request.claim,
    async (trx, shared, row) => {
      if (verdict.kind === 'refused') {
        return claimThenRun(request.claim, async () => verdict.reply)(trx, shared, row);
      }
      return placeInOne(deps.db, trx, row, request, verdict);
    },
    refusalOf,
  );
  return { reply: outcome.reply, isPlaced: !outcome.isReplay && outcome.reply.code === minigameBetCode.ok };
}

/** The reply to a refusal raised by the write (nothing of it stayed), or undefined for any other error. */
function refusalOf(error: unknown): IdempotentReply | undefined {
  // Player protection (issue 27): its own code and Korean message, as every product answers it.
  const stopped = stakeRefusalOf(error);
  if (stopped) return codeReply(stopped.code, { message: stopped.message });
  if (moneyRefusalOf(error) === 'notEnoughMoney') {
    return codeReply(minigameBetCode.insufficientBalance, { message: minigameBetText.insufficientBalance });
  }
  const state = sqlStateOf(error);
  if (state === roundNotBettableSqlState) {
    return codeReply(minigameBetCode.notBettable, { message: minigameBetText.notBettable });
  }
  if (state === roundLimitsSqlState) {
    return codeReply(minigameBetCode.roundLimits, { message: minigameBetText.roundLimits });
  }
  return undefined;
}

/**
 * The accepted bet's writes in one statement (minigame_bet_place): the key claimed with the reply
 * (the bet as it will be stored, its id reserved by the read), the stake planned and its refusals
 * mapped by the money step, the bet row.
 */
async function placeInOne(
  db: Db,
  trx: Trx,
  claim: ClaimRow,
  request: MinigameBetRequest,
  accepted: Extract<MinigameVerdict, { kind: 'accepted' }>,
): Promise<ClaimOutcome<IdempotentReply>> {
  const { ask, key } = request;
  const { facts } = accepted;
  const step = moneyStep(db);
  const ledgerKey = `minibet:${ask.memberId}:${key}`;
  const stake = await step.plan(trx, {
    why: 'minigame_stake',
    amount: ask.stake,
    from: memberAccount(accepted.bettor.cashAccountId),
    to: house(ask.memberId),
    key: ledgerKey,
    reference: ledgerKey,
  });
  const bet = {
    id: facts.betId,
    memberId: ask.memberId,
    gameType: ask.gameType,
    roundId: facts.roundId,
    roundKey: ask.roundKey,
    pick: ask.pick,
    odds: accepted.odds,
    stake: ask.stake,
    potentialWin: accepted.potentialWin,
    idempotencyKey: key,
    placedAt: facts.now,
  };
  const view = presentMinigameBet({
    ...bet,
    status: 'open',
    payout: null,
    settledAt: null,
    card: facts.card,
  });
  const reply = okReply({ message: minigameBetText.placed, bet: view });
  const placed = await step.post(
    () => placeMinigameBetInOne(trx, { claim, reply, stake, bet }),
    (written) => written.kind === 'duplicate',
  );
  if (placed.kind === 'stored' || placed.kind === 'vanished') return placed;
  return { kind: 'done', reply };
}
