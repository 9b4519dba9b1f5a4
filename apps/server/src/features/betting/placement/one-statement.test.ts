import type { PlacedBetData } from '@hanpan/core/api/betting';
import { idempotencyKeyReusedText } from '@hanpan/core/api/envelope';
import { betCode, cartCheckText } from '@hanpan/core/betting/bet-codes';
import { describe, expect, it } from 'vitest';
import {
  betsOf,
  cashOf,
  freshKey,
  itemOf,
  picksOfFixtures,
  sendBet,
  stakePostingsOf,
} from '../../../../test/betting.ts';
import { envelope } from '../../../../test/http.ts';
import { signedInMember } from '../../../../test/payments.ts';
import { useStatementCountingApp } from '../../../../test/statement-counts.ts';
import { createGroupCommitter } from '../../../lib/db/group-commit.ts';
import { createSiteRulesStore } from '../../sports/index.ts';
import { createBetLimitsStore } from '../limits/limits-store.ts';
import { type GroupReads, type PlacementAsk, readGroup } from './group-reads.ts';
import { placeBet } from './place-bet.ts';

// An accepted sports bet's writes are one statement (bet_place, migration 0034): the claim, the
// stake, the bet and legs, the stored reply. What the step-by-step path promised still holds.

const t = useStatementCountingApp();

const betPlaceCalls = (sent: { statements: { sql: string }[] }) =>
  sent.statements.filter((statement) => statement.sql.includes('bet_place(')).length;

describe('a bet written in one statement', () => {
  it('when a key comes back with the same bet, then bet_place answers the stored reply and nothing moves', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const picks = await picksOfFixtures(t.db, 3);
    const body = { betList: picks.map((pick) => itemOf(pick)), amount: 5_000 };
    const key = freshKey();
    const first = envelope<PlacedBetData>(await sendBet(t.app, member.cookie, body, key));
    expect(first.code).toBe(0);
    let replayed: unknown;
    const sent = await t.countStatements(async () => {
      replayed = envelope(await sendBet(t.app, member.cookie, body, key)).data;
    });
    expect(replayed).toEqual(first.data);
    expect(betPlaceCalls(sent)).toBe(1);
    const bets = await betsOf(t.db, member.id);
    expect(bets.map((bet) => bet.id.toString())).toEqual([first.data?.betId]);
    expect(await cashOf(t.db, member.id)).toBe(95_000n);
    const stored = await t.db
      .selectFrom('idempotent_reply')
      .select('reply')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(stored.reply).toEqual({ code: 0, data: first.data });
  });

  it('when a key comes back with another bet, then bet_place refuses it with 422 and nothing more is written', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const [pick, other] = await picksOfFixtures(t.db, 2);
    if (!pick || !other) throw new Error('no pick');
    const key = freshKey();
    expect(
      envelope(await sendBet(t.app, member.cookie, { betList: [itemOf(pick)], amount: 5_000 }, key)).code,
    ).toBe(0);
    let status = 0;
    let data: unknown;
    const sent = await t.countStatements(async () => {
      const reused = await sendBet(t.app, member.cookie, { betList: [itemOf(other)], amount: 5_000 }, key);
      status = reused.statusCode;
      data = envelope(reused).data;
    });
    expect(status).toBe(422);
    expect(data).toEqual({ message: idempotencyKeyReusedText });
    expect(betPlaceCalls(sent)).toBe(1);
    expect(await betsOf(t.db, member.id)).toHaveLength(1);
    expect(await stakePostingsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(95_000n);
  });

  it('when the cash is short at the write, then nothing of the bet stays but the stored refusal, which the retry gets', async () => {
    const member = await signedInMember(t.app, t.db, 3_000n);
    const picks = await picksOfFixtures(t.db, 2);
    // The group's reads see more cash than there is (as if it was spent after they were made): the
    // bet is judged accepted and the conditional debit inside bet_place refuses it.
    const committer = createGroupCommitter<PlacementAsk, GroupReads>(t.db, {}, async (trx, asks) => {
      const reads = await readGroup(trx, asks);
      for (const bettor of reads.bettors.values()) bettor.cash = 1_000_000n;
      return reads;
    });
    const deps = {
      db: t.db,
      rules: createSiteRulesStore({ db: t.db }),
      limits: createBetLimitsStore({ db: t.db }),
      committer,
    };
    const input = { memberId: member.id, items: picks.map((pick) => itemOf(pick)), amount: 5_000 };
    const placement = { mode: 'prematch' as const, operation: 'bet.add' as const, key: freshKey() };
    const refused = await placeBet(deps, input, placement);
    expect(refused.isPlaced).toBe(false);
    expect(refused.reply).toMatchObject({
      code: betCode.insufficientBalance,
      data: { message: cartCheckText.insufficientBalance },
    });
    expect(await betsOf(t.db, member.id)).toEqual([]);
    expect(await stakePostingsOf(t.db, member.id)).toEqual([]);
    expect(await cashOf(t.db, member.id)).toBe(3_000n);
    const stored = await t.db
      .selectFrom('idempotent_reply')
      .select('reply')
      .where('key', '=', placement.key)
      .executeTakeFirstOrThrow();
    expect(stored.reply).toEqual(refused.reply);
    expect((await placeBet(deps, input, placement)).reply).toEqual(refused.reply);
  });

  it('when 20 placements with one key arrive at once, then one bet, one debit and one reply for all', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const picks = await picksOfFixtures(t.db, 3);
    const body = { betList: picks.map((pick) => itemOf(pick)), amount: 5_000 };
    const key = freshKey();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => sendBet(t.app, member.cookie, body, key)),
    );
    const data = replies.map((reply) => envelope<PlacedBetData>(reply));
    expect(data.every((reply) => reply.code === 0)).toBe(true);
    // Replays come from the stored jsonb (its own key order): equal, not byte-equal.
    for (const reply of data) expect(reply.data).toEqual(data[0]?.data);
    expect(await betsOf(t.db, member.id)).toHaveLength(1);
    expect(await stakePostingsOf(t.db, member.id)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(95_000n);
  });
});
