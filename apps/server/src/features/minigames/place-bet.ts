import { addGameRequestSchema, minigameBetCode, minigameBetText } from '@hanpan/core/api/minigame-bets';
import { parseGameUid } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { pickOf } from '@hanpan/core/minigames/markets';
import { pickPrice } from '@hanpan/core/minigames/pricing';
import type { Db } from '../../lib/db/database.ts';
import { codeReply, type IdempotentReply, okReply } from '../../lib/http/envelope.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { runIdempotent } from '../../lib/idempotency/repository.ts';
import { house, memberAccount, moneyRefusalOf, moneyStep } from '../wallet/index.ts';
import { insertMinigameBet, lockBettor, roundTotalsOf, shareRound } from './bet-repository.ts';
import { readMarketSettings } from './market-repository.ts';
import { isOverMarketLimits, marginsOf } from './market-settings.ts';
import { presentMinigameBet } from './present-bet.ts';

/** What placing a mini-game bet needs: the database. */
export type MinigamePlacementDeps = { db: Db };

/** What a placement did: its reply, and whether money moved in this call. */
export type MinigamePlacement = { reply: IdempotentReply; isPlaced: boolean };

const refused = (code: number, message: string): IdempotentReply => codeReply(code, { message });

/** The winnings of a stake at odds x100, whole won rounded down. */
export const potentialWinOf = (stake: bigint, odds: number): bigint => (stake * BigInt(odds)) / 100n;

/**
 * POST /api/bet/addGame: judges the bet in the spec's order (2 nothing to bet on, 10 member cannot
 * play, 5 closed by staff, 6 round not taking bets by the database clock, 7 bet limits (the game's
 * and the pick's market's), 8 round limits, 3 balance) and places it in one transaction under the
 * member's idempotency key: the stake debited to the house (conditional, never below zero) with the
 * bet inserted. The odds are the server's price of the pick at its market's margin; a replayed key
 * returns the first reply and moves nothing.
 */
export async function placeMinigameBet(
  deps: MinigamePlacementDeps,
  memberId: number,
  body: unknown,
  key: string,
): Promise<MinigamePlacement> {
  const noGame = refused(minigameBetCode.noGame, minigameBetText.noGame);
  const parsed = addGameRequestSchema.safeParse(body ?? {});
  if (!parsed.success) return { reply: noGame, isPlaced: false };
  const { choosed, gameUid, amount } = parsed.data;
  // Period 1 (the most rounds a day) accepts every round key: staff may have changed the game's period.
  const target = parseGameUid(gameUid, 1);
  const family = target ? miniFamilies[target.game.family] : null;
  if (!target || !family || !pickOf(family, choosed)) return { reply: noGame, isPlaced: false };
  const isWholeAmount = typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
  const stake = isWholeAmount ? BigInt(amount) : 0n;
  const gameType = target.game.gameType;
  const roundKey = gameUid.slice(gameUid.indexOf('-') + 1);
  const claim = {
    actor: { memberId },
    key,
    operation: 'bet.addGame',
    requestHash: fingerprintOf({ choosed, gameUid, amount: isWholeAmount ? amount : String(amount) }),
  };
  const outcome = await runIdempotent<IdempotentReply>(
    deps.db,
    claim,
    async (trx) => {
      const bettor = await lockBettor(trx, memberId);
      const round = await shareRound(trx, gameType, roundKey);
      if (!round) return noGame;
      if (!bettor || !bettor.isActive || bettor.isBettingBlocked) {
        return refused(minigameBetCode.cannotPlay, minigameBetText.cannotPlay);
      }
      if (!round.isEnabled) return refused(minigameBetCode.closedByStaff, minigameBetText.closedByStaff);
      if (round.status !== 'open' || round.now.getTime() >= round.closeAt.getTime()) {
        return refused(minigameBetCode.notBettable, minigameBetText.notBettable);
      }
      // The market's own margin and limits, read in the transaction: a staff save is in force at once.
      const markets = await readMarketSettings(trx, gameType);
      const price = pickPrice(family, choosed, marginsOf(round.marginBp, markets));
      if (!price) return noGame;
      const potentialWin = potentialWinOf(stake, price.odds);
      const isOverGameLimits = stake < round.minBet || stake > round.maxBet || potentialWin > round.maxWin;
      if (
        !isWholeAmount ||
        isOverGameLimits ||
        isOverMarketLimits(markets, price.market.key, stake, potentialWin)
      ) {
        return refused(minigameBetCode.betLimits, minigameBetText.betLimits);
      }
      const totals = await roundTotalsOf(trx, memberId, round.id);
      if (
        totals.stake + stake > round.roundMaxBet ||
        totals.potentialWin + potentialWin > round.roundMaxWin
      ) {
        return refused(minigameBetCode.roundLimits, minigameBetText.roundLimits);
      }
      const moved = await moneyStep(deps.db).move(trx, {
        why: 'minigame_stake',
        amount: stake,
        from: memberAccount(bettor.cashAccountId),
        to: house(memberId),
        key: `minibet:${memberId}:${key}`,
        reference: `minibet:${memberId}:${key}`,
      });
      const bet = await insertMinigameBet(trx, {
        memberId,
        gameType,
        roundId: round.id,
        roundKey,
        pick: choosed,
        odds: price.odds,
        stake,
        potentialWin,
        idempotencyKey: key,
        stakeTxId: moved.txId,
        placedAt: round.now,
      });
      return okReply({ message: minigameBetText.placed, bet: presentMinigameBet(bet) });
    },
    (error) =>
      moneyRefusalOf(error) === 'notEnoughMoney'
        ? refused(minigameBetCode.insufficientBalance, minigameBetText.insufficientBalance)
        : undefined,
  );
  return { reply: outcome.reply, isPlaced: !outcome.isReplay && outcome.reply.code === minigameBetCode.ok };
}
