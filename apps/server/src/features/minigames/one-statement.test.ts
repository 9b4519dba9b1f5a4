import { idempotencyKeyReusedText } from '@hanpan/core/api/envelope';
import {
  type AddGameData,
  addGameRequestSchema,
  minigameBetCode,
  minigameBetText,
} from '@hanpan/core/api/minigame-bets';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cashOf, freshKey } from '../../../test/betting.ts';
import { envelope } from '../../../test/http.ts';
import { gameBetsOf, openRound, sendGameBet, voidTestRound } from '../../../test/minigame-bets.ts';
import { signedInMember } from '../../../test/payments.ts';
import { useStatementCountingApp } from '../../../test/statement-counts.ts';
import type { Db } from '../../lib/db/database.ts';
import { type MinigameBetRequest, placeOnFacts, requestOf } from './place-bet.ts';
import { readPlacementFacts } from './placement-repository.ts';

// An accepted mini-game bet's writes are one statement (minigame_bet_place, migration 0036): the
// claim, the round's close and the member's round totals checked again by the database clock, the
// stake, the bet, the stored reply. What the step-by-step path promised still holds.

const t = useStatementCountingApp();
const oddEven = 106;
const odd = 1;

const placeCalls = (sent: { statements: { sql: string }[] }) =>
  sent.statements.filter((statement) => statement.sql.includes('minigame_bet_place(')).length;

/** The member's mini-game stake postings in the ledger. */
const stakePostingsOf = (db: Db, memberId: number) =>
  db
    .selectFrom('ledger_tx')
    .select(['id', 'idempotency_key'])
    .where('kind', '=', 'minigame_stake')
    .where('idempotency_key', 'like', `minibet:${memberId}:%`)
    .execute();

const storedReplyOf = async (key: string) =>
  (await t.db.selectFrom('idempotent_reply').select('reply').where('key', '=', key).executeTakeFirstOrThrow())
    .reply;

/** A bet parsed and read as placeMinigameBet reads it, to be placed after the test changed the database. */
async function readBefore(memberId: number, body: unknown, key = freshKey()) {
  const request = requestOf(memberId, addGameRequestSchema.parse(body), key) as MinigameBetRequest;
  const { gameType, roundKey } = request.ask;
  return { request, facts: await readPlacementFacts(t.db, memberId, gameType, roundKey) };
}

describe('a mini-game bet written in one statement', () => {
  it('when a key comes back with the same bet, then minigame_bet_place answers the stored reply and nothing moves', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const round = await openRound(t.db, oddEven);
    const body = { choosed: odd, gameUid: round.gameUid, amount: 5_000 };
    const key = freshKey();
    const first = envelope<AddGameData>(await sendGameBet(t.app, member.cookie, body, key));
    expect(first.code).toBe(0);
    let replayed: unknown;
    const sent = await t.countStatements(async () => {
      replayed = envelope(await sendGameBet(t.app, member.cookie, body, key)).data;
    });
    expect(replayed).toEqual(first.data);
    expect(placeCalls(sent)).toBe(1);
    const bets = await gameBetsOf(t.db, member.id);
    expect(bets.map((bet) => bet.id.toString())).toEqual([first.data?.bet.id]);
    expect(await stakePostingsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(95_000n);
    expect(await storedReplyOf(key)).toEqual({ code: 0, data: first.data });
  });

  it('when a key comes back with another bet, then minigame_bet_place refuses it with 422 and nothing more is written', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const round = await openRound(t.db, oddEven);
    const key = freshKey();
    const first = { choosed: odd, gameUid: round.gameUid, amount: 5_000 };
    expect(envelope(await sendGameBet(t.app, member.cookie, first, key)).code).toBe(0);
    let status = 0;
    let data: unknown;
    const sent = await t.countStatements(async () => {
      const reused = await sendGameBet(t.app, member.cookie, { ...first, amount: 6_000 }, key);
      status = reused.statusCode;
      data = envelope(reused).data;
    });
    expect(status).toBe(422);
    expect(data).toEqual({ message: idempotencyKeyReusedText });
    expect(placeCalls(sent)).toBe(1);
    expect(await gameBetsOf(t.db, member.id)).toHaveLength(1);
    expect(await stakePostingsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(95_000n);
  });

  it('when the cash is short at the write, then nothing of the bet stays but the stored refusal, which the retry gets', async () => {
    const member = await signedInMember(t.app, t.db, 3_000n);
    const round = await openRound(t.db, oddEven);
    const body = { choosed: odd, gameUid: round.gameUid, amount: 5_000 };
    const key = freshKey();
    let code = -1;
    const sent = await t.countStatements(async () => {
      code = envelope(await sendGameBet(t.app, member.cookie, body, key)).code;
    });
    expect(code).toBe(minigameBetCode.insufficientBalance);
    // The debit inside the statement refused it: nothing of the bet stays.
    expect(placeCalls(sent)).toBe(1);
    expect(await gameBetsOf(t.db, member.id)).toEqual([]);
    expect(await stakePostingsOf(t.db, member.id)).toEqual([]);
    expect(await cashOf(t.db, member.id)).toBe(3_000n);
    const refusal = { code, data: { message: minigameBetText.insufficientBalance } };
    expect(await storedReplyOf(key)).toEqual(refusal);
    expect(envelope(await sendGameBet(t.app, member.cookie, body, key))).toMatchObject(refusal);
    expect(await gameBetsOf(t.db, member.id)).toEqual([]);
  });

  it('when 20 placements with one key arrive at once, then one bet, one debit and one reply for all', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const round = await openRound(t.db, oddEven);
    const body = { choosed: odd, gameUid: round.gameUid, amount: 5_000 };
    const key = freshKey();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => sendGameBet(t.app, member.cookie, body, key)),
    );
    const data = replies.map((reply) => envelope<AddGameData>(reply));
    expect(data.every((reply) => reply.code === 0)).toBe(true);
    // Replays come from the stored jsonb (its own key order): equal, not byte-equal.
    for (const reply of data) expect(reply.data).toEqual(data[0]?.data);
    expect(await gameBetsOf(t.db, member.id)).toHaveLength(1);
    expect(await stakePostingsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(95_000n);
  });

  it('when the round closes by the database clock between the read and the write, then code 6 and nothing of the bet stays but the stored refusal', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const round = await openRound(t.db, oddEven);
    const { request, facts } = await readBefore(member.id, {
      choosed: odd,
      gameUid: round.gameUid,
      amount: 5_000,
    });
    await sql`update minigame_round set close_at = clock_timestamp() where id = ${round.id}`.execute(t.db);
    const placed = await placeOnFacts({ db: t.db }, request, facts);
    const refusal = { code: minigameBetCode.notBettable, data: { message: minigameBetText.notBettable } };
    expect(placed).toEqual({ reply: refusal, isPlaced: false });
    expect(await gameBetsOf(t.db, member.id)).toEqual([]);
    expect(await stakePostingsOf(t.db, member.id)).toEqual([]);
    expect(await cashOf(t.db, member.id)).toBe(100_000n);
    expect(await storedReplyOf(request.key)).toEqual(refusal);
  });

  it('when staff void the round between the read and the write, then code 6 and nothing of the bet stays', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const round = await openRound(t.db, oddEven);
    const { request, facts } = await readBefore(member.id, {
      choosed: odd,
      gameUid: round.gameUid,
      amount: 5_000,
    });
    await voidTestRound(t.db, round);
    const placed = await placeOnFacts({ db: t.db }, request, facts);
    expect(placed.reply.code).toBe(minigameBetCode.notBettable);
    expect(await gameBetsOf(t.db, member.id)).toEqual([]);
    expect(await stakePostingsOf(t.db, member.id)).toEqual([]);
    expect(await cashOf(t.db, member.id)).toBe(100_000n);
  });

  it('when other bets of the member fill the round limits between the read and the write, then code 8 and nothing of the bet stays', async () => {
    const member = await signedInMember(t.app, t.db, 3_000_000n);
    const round = await openRound(t.db, oddEven);
    const { request, facts } = await readBefore(member.id, {
      choosed: odd,
      gameUid: round.gameUid,
      amount: 10_000,
    });
    // Two bets of the most a bet may stake fill the round's default limit of 2,000,000 won.
    for (let i = 0; i < 2; i += 1) {
      const body = { choosed: odd, gameUid: round.gameUid, amount: 1_000_000 };
      expect(envelope(await sendGameBet(t.app, member.cookie, body)).code).toBe(0);
    }
    const placed = await placeOnFacts({ db: t.db }, request, facts);
    expect(placed.reply).toEqual({
      code: minigameBetCode.roundLimits,
      data: { message: minigameBetText.roundLimits },
    });
    expect(await gameBetsOf(t.db, member.id)).toHaveLength(2);
    expect(await stakePostingsOf(t.db, member.id)).toHaveLength(2);
    expect(await cashOf(t.db, member.id)).toBe(1_000_000n);
  });
});
