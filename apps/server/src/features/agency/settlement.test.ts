import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { agencyCashOf, createOwnedPartner, kst, placeSettledBet } from '../../../test/agency-settlement.ts';
import { createTestProvider } from '../../../test/casino.ts';
import { createMember, uniqueSuffix } from '../../../test/factories.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import type { Db } from '../../lib/db/database.ts';
import { createAgencySettlementJob } from './settlement-job.ts';
import { createAgencySettlementService } from './settlement-service.ts';

// The clock of the app: noon KST on 2026-04-20; each test settles days of its own before it.
let clock = new Date('2026-04-20T03:00:00Z');
const { app: appOf, db: dbOf } = (() => {
  const testApp = useLedgerCheckedApp({ now: () => clock });
  return { app: () => testApp.app, db: () => testApp.db };
})();

// One staff session for the file: TOTP codes are judged at the app's fixed clock, each step once.
let staffToken: Promise<string> | null = null;
function staffTokenOf(): Promise<string> {
  staffToken ??= createStaff(dbOf(), { role: 'owner' }).then((staff) => signInStaff(appOf(), staff, clock));
  return staffToken;
}

const settle = (token: string, day: string) => postStaff(appOf(), '/api/staff/agency/settle', { day }, token);

const settlementOf = (db: Db, partnerId: number, day: string) =>
  db
    .selectFrom('agency_settlement')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('day', '=', day)
    .executeTakeFirst();

const linesOf = (db: Db, partnerId: number, day: string) =>
  db
    .selectFrom('agency_settlement_line as l')
    .innerJoin('agency_settlement as s', 's.id', 'l.settlement_id')
    .select([
      'l.product',
      'l.folders',
      'l.kind',
      'l.base',
      'l.rate_bp',
      'l.carry_in',
      'l.carry_out',
      'l.amount',
      'l.is_adjustment',
      'l.for_day',
    ])
    .where('s.partner_id', '=', partnerId)
    .where('s.day', '=', day)
    .orderBy('l.id')
    .execute();

describe('daily partner settlement', () => {
  it('when two runs of a day race and staff re-run it, then each partner is paid once, by folder bucket', async () => {
    const db = dbOf();
    const day = '2026-04-01';
    const partner = await createOwnedPartner(db, [
      { product: 'prematch', kind: 'rolling', rateBp: 100 },
      { product: 'prematch', folders: 4, kind: 'rolling', rateBp: 300 },
      { product: 'inplay', kind: 'rolling', rateBp: 50 },
    ]);
    const player = await createMember(db, { partnerId: partner.id });
    await placeSettledBet(db, player.id, { stake: 100_000n, payout: 0n, status: 'lost', at: kst(day) });
    await placeSettledBet(db, player.id, {
      stake: 10_000n,
      payout: 0n,
      status: 'lost',
      at: kst(day),
      legs: 5,
    });
    await placeSettledBet(db, player.id, {
      stake: 20_000n,
      payout: 40_000n,
      status: 'won',
      at: kst(day),
      kind: 'inplay',
    });
    // Void and cancelled bets, and bets of the next day, earn nothing.
    await placeSettledBet(db, player.id, { stake: 50_000n, payout: 50_000n, status: 'void', at: kst(day) });
    await placeSettledBet(db, player.id, {
      stake: 50_000n,
      payout: 50_000n,
      status: 'cancelled',
      at: kst(day),
    });
    await placeSettledBet(db, player.id, {
      stake: 70_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-04-02', '00:00'),
    });
    const token = await staffTokenOf();

    const replies = await Promise.all([settle(token, day), settle(token, day)]);
    const rerun = await settle(token, day);

    expect(replies.map((reply) => envelope(reply).code)).toEqual([0, 0]);
    // 100,000 x 1 % + 10,000 (5 folders: the 4+ bucket) x 3 % + 20,000 x 0.5 %
    expect(await agencyCashOf(db, partner.ownerId)).toBe(1_000n + 300n + 100n);
    expect(envelope<{ settled: number }>(rerun).data?.settled).toBe(0);
    const settlement = await settlementOf(db, partner.id, day);
    expect(settlement).toMatchObject({ status: 'paid', amount: 1_400n });
    const posted = await db
      .selectFrom('ledger_tx')
      .select(['id', 'kind'])
      .where('idempotency_key', '=', `agency-settle:${partner.id}:${day}`)
      .execute();
    expect(posted).toEqual([{ id: settlement?.ledger_tx_id, kind: 'agency_commission' }]);
    expect(
      (await linesOf(db, partner.id, day)).map((l) => [l.product, l.folders, l.base, l.rate_bp, l.amount]),
    ).toEqual([
      ['prematch', 1, 100_000n, 100, 1_000n],
      ['prematch', 4, 10_000n, 300, 300n],
      ['inplay', 1, 20_000n, 50, 100n],
    ]);
    const audits = await db.selectFrom('audit_log').select('action').where('target_id', '=', day).execute();
    expect(audits.map((a) => a.action)).toEqual(['agency.settle', 'agency.settle', 'agency.settle']);
  });

  it('when members win one day and lose the next, then losing pays only on the recovered net loss', async () => {
    const db = dbOf();
    const partner = await createOwnedPartner(db, [{ product: 'prematch', kind: 'losing', rateBp: 3000 }]);
    const player = await createMember(db, { partnerId: partner.id });
    // Day 1: stakes 10,000, payouts 20,000 (-10,000); day 2: stakes 25,000, payouts 10,000 (+15,000).
    await placeSettledBet(db, player.id, {
      stake: 10_000n,
      payout: 20_000n,
      status: 'won',
      at: kst('2026-04-03'),
    });
    await placeSettledBet(db, player.id, {
      stake: 15_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-04-04'),
    });
    await placeSettledBet(db, player.id, {
      stake: 10_000n,
      payout: 10_000n * 1n,
      status: 'won',
      at: kst('2026-04-04'),
    });
    const token = await staffTokenOf();

    await settle(token, '2026-04-03');
    const afterLoss = await agencyCashOf(db, partner.ownerId);
    await settle(token, '2026-04-04');

    expect(afterLoss).toBe(0n);
    expect(await agencyCashOf(db, partner.ownerId)).toBe(1_500n);
    expect(
      (await linesOf(db, partner.id, '2026-04-04')).map((l) => [l.base, l.carry_in, l.carry_out, l.amount]),
    ).toEqual([[15_000n, -10_000n, 0n, 1_500n]]);
  });

  it('when staff hold a partner, then its day is not paid until released, and both are audited', async () => {
    const db = dbOf();
    const day = '2026-04-06';
    const partner = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 200 }]);
    const player = await createMember(db, { partnerId: partner.id });
    await placeSettledBet(db, player.id, { stake: 50_000n, payout: 0n, status: 'lost', at: kst(day) });
    const token = await staffTokenOf();

    const hold = await postStaff(
      appOf(),
      '/api/staff/agency/settlement/hold',
      { partnerId: partner.id, reason: '검토' },
      token,
    );
    await settle(token, day);
    const whileHeld = await agencyCashOf(db, partner.ownerId);
    const release = await postStaff(
      appOf(),
      '/api/staff/agency/settlement/release',
      { partnerId: partner.id, reason: '확인' },
      token,
    );
    const again = await postStaff(
      appOf(),
      '/api/staff/agency/settlement/release',
      { partnerId: partner.id, reason: '확인' },
      token,
    );

    expect(envelope(hold).code).toBe(0);
    expect(whileHeld).toBe(0n);
    expect(envelope(release).data).toEqual({
      partnerId: partner.id,
      outcome: 'released',
      released: 1,
      amount: '1000',
    });
    expect(envelope(again).code).toBe(1);
    expect(await agencyCashOf(db, partner.ownerId)).toBe(1_000n);
    expect(await settlementOf(db, partner.id, day)).toMatchObject({
      status: 'released',
      release_reason: '확인',
    });
    const audits = await db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('target_type', '=', 'partner')
      .where('target_id', '=', String(partner.id))
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'agency.settlement.hold', reason: '검토' },
      { action: 'agency.settlement.release', reason: '확인' },
    ]);
  });

  it('when a settled day’s bet is resettled to void, then the next statement carries the difference as an adjustment', async () => {
    const db = dbOf();
    const partner = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 100 }]);
    const player = await createMember(db, { partnerId: partner.id });
    const resettled = await placeSettledBet(db, player.id, {
      stake: 30_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-04-08'),
    });
    await placeSettledBet(db, player.id, {
      stake: 100_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-04-09'),
    });
    const token = await staffTokenOf();
    await settle(token, '2026-04-08');

    await db
      .updateTable('bet')
      .set({ status: 'void', payout: 30_000n })
      .where('id', '=', resettled)
      .execute();
    await settle(token, '2026-04-09');
    await settle(token, '2026-04-10');

    expect(
      (await linesOf(db, partner.id, '2026-04-09')).map((l) => [
        l.base,
        l.amount,
        l.is_adjustment,
        l.for_day,
      ]),
    ).toEqual([
      [100_000n, 1_000n, false, '2026-04-09'],
      [-30_000n, -300n, true, '2026-04-08'],
    ]);
    // Adjusted once: the day after finds nothing more to correct.
    expect(await linesOf(db, partner.id, '2026-04-10')).toEqual([]);
    expect(await agencyCashOf(db, partner.ownerId)).toBe(300n + 1_000n - 300n);
  });

  it('when a member moves to another partner mid-day, then the bets before the move count for the old partner', async () => {
    const db = dbOf();
    const day = '2026-04-12';
    const before = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 100 }]);
    const after = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 100 }]);
    const player = await createMember(db, { partnerId: before.id });
    await placeSettledBet(db, player.id, {
      stake: 10_000n,
      payout: 0n,
      status: 'lost',
      at: kst(day, '10:00'),
    });
    await db.updateTable('member').set({ partner_id: after.id }).where('id', '=', player.id).execute();
    await db
      .insertInto('member_partner_move')
      .values({
        member_id: player.id,
        from_partner_id: before.id,
        to_partner_id: after.id,
        moved_at: kst(day, '12:00'),
      })
      .execute();
    await placeSettledBet(db, player.id, {
      stake: 20_000n,
      payout: 0n,
      status: 'lost',
      at: kst(day, '14:00'),
    });

    await settle(await staffTokenOf(), day);

    expect([await agencyCashOf(db, before.ownerId), await agencyCashOf(db, after.ownerId)]).toEqual([
      100n,
      200n,
    ]);
  });

  it('when members play casino and slots, then casino pays losing on its net loss and slots rolling, rolled-back rounds left out', async () => {
    const db = dbOf();
    const day = '2026-04-13';
    const partner = await createOwnedPartner(db, [
      { product: 'casino', kind: 'losing', rateBp: 1000 },
      { product: 'slot', kind: 'rolling', rateBp: 100 },
    ]);
    const player = await createMember(db, { partnerId: partner.id });
    const provider = await createTestProvider(db);
    const round = (game: number, status: 'closed' | 'rolled_back' | 'open', bet: bigint, win: bigint) =>
      db
        .insertInto('casino_round')
        .values({
          provider_id: provider.id,
          provider_round_id: uniqueSuffix(12),
          member_id: player.id,
          game_id: game,
          status,
          total_bet: bet,
          total_win: win,
          started_at: kst(day),
        })
        .execute();
    await round(provider.games['test-baccarat'], 'closed', 100_000n, 40_000n);
    await round(provider.games['test-baccarat'], 'closed', 10_000n, 20_000n);
    await round(provider.games['test-baccarat'], 'rolled_back', 500_000n, 0n);
    await round(provider.games['test-slot'], 'closed', 30_000n, 90_000n);
    await round(provider.games['test-slot'], 'open', 70_000n, 0n);

    await settle(await staffTokenOf(), day);

    // Casino: (110,000 - 60,000) x 10 %; slots: 30,000 x 1 %.
    expect(await agencyCashOf(db, partner.ownerId)).toBe(5_000n + 300n);
    expect((await linesOf(db, partner.id, day)).map((l) => [l.product, l.kind, l.base, l.amount])).toEqual([
      ['casino', 'losing', 50_000n, 5_000n],
      ['slot', 'rolling', 30_000n, 300n],
    ]);
  });

  it('when partners earn by 차등 over three levels, then each level is paid its difference', async () => {
    const db = dbOf();
    const day = '2026-04-14';
    const top = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 300 }]);
    const middle = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 200 }], {
      parentId: top.id,
    });
    const shop = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 100 }], {
      parentId: middle.id,
    });
    const player = await createMember(db, { partnerId: shop.id });
    await placeSettledBet(db, player.id, { stake: 100_000n, payout: 0n, status: 'lost', at: kst(day) });

    await settle(await staffTokenOf(), day);

    const paid = await Promise.all([top, middle, shop].map((p) => agencyCashOf(db, p.ownerId)));
    expect(paid).toEqual([1_000n, 1_000n, 1_000n]);
  });

  it('when the scheduled run ticks after midnight KST, then yesterday is settled once however often it ticks', async () => {
    const db = dbOf();
    const partner = await createOwnedPartner(db, [{ product: 'inplay', kind: 'rolling', rateBp: 100 }]);
    const player = await createMember(db, { partnerId: partner.id });
    await placeSettledBet(db, player.id, {
      stake: 10_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-04-16'),
      kind: 'inplay',
    });
    const at = kst('2026-04-17', '00:01');
    const settlement = createAgencySettlementService({ db, now: () => at });
    const jobs = [1, 2].map(() =>
      createAgencySettlementJob({ settlement, now: () => at, log: pino({ level: 'silent' }) }),
    );

    const first = await Promise.all(jobs.map((job) => job.runOnce()));
    const later = await jobs[0]?.runOnce();

    expect(first.filter((day) => day === '2026-04-16').length).toBeGreaterThanOrEqual(1);
    expect(later).toBeNull();
    expect(await agencyCashOf(db, partner.ownerId)).toBe(100n);
    expect(clock.getTime()).toBeGreaterThan(at.getTime());
  });

  it('when staff settle today or a malformed day, then nothing runs', async () => {
    const token = await staffTokenOf();
    const today = await settle(token, '2026-04-20');
    const malformed = await settle(token, '2026-4-1');
    expect([envelope(today).code, envelope(malformed).code]).toEqual([1, 2]);
    expect(
      await dbOf()
        .selectFrom('agency_settlement_run')
        .select('day')
        .where('day', '=', '2026-04-20')
        .execute(),
    ).toEqual([]);
    clock = new Date(clock);
  });
});
