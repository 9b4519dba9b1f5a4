import { settlementValue } from '@hanpan/core/betting/settlement';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cashOf, createBetFixture, type FixturePick, type TestFixture } from '../../../../test/betting.ts';
import { createMember } from '../../../../test/factories.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';
import {
  betRow,
  placeBetOn,
  settlementPostingsOf,
  settlementsOfBet,
  writeSettlement,
} from '../../../../test/settlement.ts';
import { seedOpenBets } from '../../../../test/settlement-seed.ts';
import type { Db } from '../../../lib/db/database.ts';
import { openDatabase } from '../../../lib/db/open-database.ts';
import { applyTrade360Message } from '../../sports/catalogue-repository.ts';
import { settledOutcomesOf } from '../../sports/feed-service.ts';
import { trade360Type } from '../../sports/feeds/trade360/messages.ts';
import { betOf, marketOf, marketsMessage } from '../../sports/feeds/trade360/test-messages.ts';
import { createSettlementService } from './settlement-service.ts';

// Exactly once: however often a result arrives and however many passes run at once (in one process or
// in two on PostgreSQL), each bet is settled once per result and paid once.

const t = useLedgerCheckedApp();
const stake = 10_000;

const settlementMessage = (pick: FixturePick, value: number) =>
  marketsMessage(
    pick.fixtureId,
    [marketOf(pick.marketId, [betOf(pick.betId, '1', '2.10', { Status: 3, Settlement: value })])],
    { type: trade360Type.settlements },
  );

/** Applies a feed message and tells the engine what it settled, as the feed service does; then waits. */
const deliver = async (message: ReturnType<typeof settlementMessage>) => {
  const changes = await applyTrade360Message(t.db, message);
  const settled = settledOutcomesOf(changes);
  if (settled.length > 0) t.app.services.settlement.notifyOutcomesSettled(settled);
  await t.app.services.settlement.drain();
  return settled;
};

/** Every bet's payouts and reversals in the ledger, by bet id. */
const postingCounts = async (db: Db, betIds: readonly bigint[]) => {
  const rows = await db
    .selectFrom('ledger_tx')
    .select(['reference', 'kind'])
    .where(
      'reference',
      'in',
      betIds.map((id) => `bet:${id}`),
    )
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows)
    counts.set(`${row.reference}:${row.kind}`, (counts.get(`${row.reference}:${row.kind}`) ?? 0) + 1);
  return counts;
};

describe('a result delivered again', () => {
  it('when the feed redelivers a settlement and then repeats it under a new message id, then the bet is paid once', async () => {
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    const pick = (await createBetFixture(t.db)).picks[0] as FixturePick;
    const betId = await placeBetOn(t.app, member, [pick], stake);
    const message = settlementMessage(pick, settlementValue.winner);

    expect(await deliver(message)).toHaveLength(1);
    const paid = await cashOf(t.db, member.id);
    expect(await deliver(message)).toEqual([]);
    expect(await deliver(settlementMessage(pick, settlementValue.winner))).toEqual([]);
    // Told again anyway (a second process, a restart's catch-up): nothing is waiting, nothing moves.
    const outcomeIds = await writeSettlement(t.db, [pick], settlementValue.winner);
    expect(await t.app.services.settlement.settleOutcomes(outcomeIds, 'feed')).toEqual({
      betsSettled: 0,
      betsResettled: 0,
      paid: 0n,
      reversed: 0n,
    });
    expect(await t.app.services.settlement.catchUp()).toMatchObject({ betsSettled: 0 });

    expect(await cashOf(t.db, member.id)).toBe(paid);
    expect(await betRow(t.db, betId)).toMatchObject({ status: 'won', settle_version: 1 });
    expect(await settlementsOfBet(t.db, betId)).toHaveLength(1);
    expect(await settlementPostingsOf(t.db, betId)).toHaveLength(1);
  });
});

describe('passes at once', () => {
  it('when settleOutcomes runs 20 times at once over the same bets, then each bet is settled and paid once', async () => {
    const members = await Promise.all([1, 2, 3].map(() => signedInMember(t.app, t.db, 1_000_000n)));
    const fixture = await createBetFixture(t.db);
    const picks = fixture.picks.slice(0, 3) as FixturePick[];
    const betIds: bigint[] = [];
    for (const [index, member] of members.entries()) {
      for (let i = 0; i < 10; i += 1)
        betIds.push(await placeBetOn(t.app, member, [picks[(index + i) % 3] as FixturePick], stake));
    }
    const cashBefore = await Promise.all(members.map((member) => cashOf(t.db, member.id)));
    const outcomeIds = [
      ...(await writeSettlement(t.db, [picks[0] as FixturePick], settlementValue.winner)),
      ...(await writeSettlement(t.db, picks.slice(1), settlementValue.loser)),
    ];

    const reports = await Promise.all(
      Array.from({ length: 20 }, () => t.app.services.settlement.settleOutcomes(outcomeIds, 'feed')),
    );
    expect(reports.reduce((sum, report) => sum + report.betsSettled, 0)).toBe(30);

    const bets = await t.db.selectFrom('bet').selectAll().where('id', 'in', betIds).execute();
    expect(new Set(bets.map((bet) => bet.settle_version))).toEqual(new Set([1]));
    const counts = await postingCounts(t.db, betIds);
    for (const bet of bets) {
      expect(counts.get(`bet:${bet.id}:bet_payout`) ?? 0).toBe(bet.status === 'won' ? 1 : 0);
    }
    for (const [index, member] of members.entries()) {
      const won = bets
        .filter((bet) => bet.member_id === member.id)
        .reduce((sum, bet) => sum + (bet.payout ?? 0n), 0n);
      expect(await cashOf(t.db, member.id)).toBe((cashBefore[index] ?? 0n) + won);
    }
  });
});

// PostgreSQL only: two engines on two connection pools, as two server processes would run them.
describe.skipIf(!process.env.DATABASE_URL)('two settlement services on two pools', () => {
  it('when both settle the same 200 bets at once, then each bet is settled and paid once', async () => {
    const fixtures: TestFixture[] = [await createBetFixture(t.db), await createBetFixture(t.db)];
    const memberIds = await Promise.all(
      Array.from({ length: 10 }, async () => (await createMember(t.db)).id),
    );
    const betIds = await seedOpenBets(t.db, {
      fixtures,
      memberIds,
      count: 200,
      stake: 1_000n,
      maxLegs: 2,
      tag: 'two-pools',
    });
    const cashBefore = new Map(
      await Promise.all(memberIds.map(async (id) => [id, await cashOf(t.db, id)] as const)),
    );
    const [main, other] = fixtures as [TestFixture, TestFixture];
    const outcomeIds = [
      ...(await writeSettlement(
        t.db,
        [main.picks[0] as FixturePick, other.picks[0] as FixturePick],
        settlementValue.winner,
      )),
      ...(await writeSettlement(t.db, main.picks.slice(1, 3), settlementValue.loser)),
    ];
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]
      ?.schema;
    const second = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema, poolMax: 4 });
    try {
      const quiet = { info: () => {}, warn: () => {}, error: () => {} };
      const engine = (db: Db) =>
        createSettlementService({
          db,
          realtime: { sendToMember: () => {} },
          notifyUserContextChanged: async () => null,
          logger: quiet,
          // Small batches, so that the two engines' transactions interleave and wait on each other.
          batchSize: 15,
        });
      const reports = await Promise.all([
        engine(t.db).settleOutcomes(outcomeIds, 'feed'),
        engine(second.db).settleOutcomes(outcomeIds, 'feed'),
        engine(t.db).catchUp(),
        engine(second.db).catchUp(),
      ]);
      expect(reports.reduce((sum, report) => sum + report.betsSettled, 0)).toBe(200);
    } finally {
      await second.close();
    }
    const bets = await t.db.selectFrom('bet').selectAll().where('id', 'in', betIds).execute();
    expect(bets.every((bet) => bet.settle_version === 1 && bet.status !== 'open')).toBe(true);
    const counts = await postingCounts(t.db, betIds);
    for (const bet of bets) {
      expect(counts.get(`bet:${bet.id}:bet_payout`) ?? 0).toBe((bet.payout ?? 0n) > 0n ? 1 : 0);
      expect(counts.get(`bet:${bet.id}:bet_reversal`) ?? 0).toBe(0);
    }
    const history = await t.db
      .selectFrom('bet_settlement')
      .select('bet_id')
      .where('bet_id', 'in', betIds)
      .execute();
    expect(history).toHaveLength(200);
    for (const memberId of memberIds) {
      const won = bets
        .filter((bet) => bet.member_id === memberId)
        .reduce((sum, bet) => sum + (bet.payout ?? 0n), 0n);
      expect(await cashOf(t.db, memberId)).toBe((cashBefore.get(memberId) ?? 0n) + won);
    }
  });
});
