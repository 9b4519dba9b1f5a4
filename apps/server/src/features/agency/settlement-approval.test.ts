import { agencySettlementText, type StaffAgencySettlementsData } from '@hanpan/core/api/agency-settlement';
import { staffText } from '@hanpan/core/api/staff-codes';
import { describe, expect, it } from 'vitest';
import { agencyCashOf, createOwnedPartner, kst, placeSettledBet } from '../../../test/agency-settlement.ts';
import { createMember, signIn } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import type { Db } from '../../lib/db/database.ts';
import { settlementKey } from './settlement-service.ts';

// Held settlements, two-person release, staff adjustment, negative days carried, and the staff list
// (issue 26). The app's clock: noon KST on 2026-05-20; each test settles days of its own before it.
const clock = new Date('2026-05-20T03:00:00Z');
const { app: appOf, db: dbOf } = (() => {
  const testApp = useLedgerCheckedApp({ now: () => clock });
  return { app: () => testApp.app, db: () => testApp.db };
})();

// Two staff members (a release above the line needs both), signed in once for the file.
let tokens: Promise<[string, string]> | null = null;
function staffTokens(): Promise<[string, string]> {
  tokens ??= (async () => {
    // Releases above 500 won need two staff members in this file.
    await dbOf()
      .insertInto('site_setting')
      .values({ key: 'agencySettlementDualApprovalAmount', value: '500' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '500' }))
      .execute();
    const first = await createStaff(dbOf(), { role: 'owner' });
    const second = await createStaff(dbOf(), { role: 'owner' });
    return [await signInStaff(appOf(), first, clock), await signInStaff(appOf(), second, clock)];
  })();
  return tokens;
}

const call = async (path: string, body: object, token: string) =>
  envelope(await postStaff(appOf(), `/api/staff/agency/${path}`, body, token));

const settlementOf = (db: Db, partnerId: number, day: string) =>
  db
    .selectFrom('agency_settlement')
    .selectAll()
    .where('partner_id', '=', partnerId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();

const postingsOf = (db: Db, partnerId: number, day: string) =>
  db
    .selectFrom('ledger_tx as t')
    .innerJoin('ledger_entry as e', 'e.tx_id', 't.id')
    .select(['t.id', 'e.amount'])
    .where('t.idempotency_key', '=', settlementKey(partnerId, day))
    .where('e.amount', '>', 0n)
    .execute();

const auditsOf = (db: Db, targetType: string, targetId: string | number) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'reason', 'before', 'after'])
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId))
    .orderBy('id')
    .execute();

/** A partner at 2 % rolling on prematch, held, whose member staked `stake` on `day`, then the day settled. */
async function heldPartnerDay(day: string, stake: bigint) {
  const db = dbOf();
  const [token] = await staffTokens();
  const partner = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 200 }]);
  const player = await createMember(db, { partnerId: partner.id });
  await placeSettledBet(db, player.id, { stake, payout: 0n, status: 'lost', at: kst(day) });
  expect((await call('settlement/hold', { partnerId: partner.id, reason: '검토' }, token)).code).toBe(0);
  expect((await call('settle', { day }, token)).code).toBe(0);
  return partner;
}

describe('holding, adjusting and releasing partner settlements', () => {
  it('when a held total is above the line, then the same staff member cannot approve twice and a second one pays once', async () => {
    const db = dbOf();
    const day = '2026-05-01';
    const [first, second] = await staffTokens();
    const partner = await heldPartnerDay(day, 50_000n);

    const firstApproval = await call('settlement/release', { partnerId: partner.id, reason: '1차' }, first);
    const sameStaff = await call('settlement/release', { partnerId: partner.id, reason: '다시' }, first);
    const afterFirst = await agencyCashOf(db, partner.ownerId);
    const secondApproval = await call('settlement/release', { partnerId: partner.id, reason: '2차' }, second);

    expect(firstApproval).toMatchObject({ code: 0, data: { outcome: 'firstApproval', released: 0 } });
    expect(sameStaff).toMatchObject({ code: 1, data: { message: staffText.sameApprover } });
    expect(afterFirst).toBe(0n);
    expect(secondApproval.data).toEqual({
      partnerId: partner.id,
      outcome: 'released',
      released: 1,
      amount: '1000',
    });
    expect(await agencyCashOf(db, partner.ownerId)).toBe(1_000n);
    expect(await settlementOf(db, partner.id, day)).toMatchObject({
      status: 'released',
      release_reason: '2차',
    });
    expect((await auditsOf(db, 'partner', partner.id)).map((a) => [a.action, a.reason])).toEqual([
      ['agency.settlement.hold', '검토'],
      ['agency.settlement.firstApprove', '1차'],
      ['agency.settlement.release', '2차'],
    ]);
  });

  it('when 20 second approvals race, then the settlement is paid once', async () => {
    const db = dbOf();
    const day = '2026-05-02';
    const [first, second] = await staffTokens();
    const partner = await heldPartnerDay(day, 100_000n);
    await call('settlement/release', { partnerId: partner.id, reason: '1차' }, first);

    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('settlement/release', { partnerId: partner.id, reason: '2차' }, second),
      ),
    );

    const paid = replies.filter((reply) => reply.code === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.data).toMatchObject({ outcome: 'released', amount: '2000' });
    expect(await agencyCashOf(db, partner.ownerId)).toBe(2_000n);
    expect(await postingsOf(db, partner.id, day)).toHaveLength(1);
  });

  it('when staff adjust a held settlement, then a reason is needed, it stays within what was computed, it is audited and the release pays the new amount', async () => {
    const db = dbOf();
    const day = '2026-05-03';
    const [first, second] = await staffTokens();
    const partner = await heldPartnerDay(day, 50_000n);
    const settlement = await settlementOf(db, partner.id, day);
    const settlementId = String(settlement.id);
    await call('settlement/release', { partnerId: partner.id, reason: '1차' }, first);

    const noReason = await call('settlement/adjust', { settlementId, amount: 600, reason: ' ' }, first);
    const tooMuch = await call('settlement/adjust', { settlementId, amount: 1_001, reason: '증액' }, first);
    const negative = await call('settlement/adjust', { settlementId, amount: -1, reason: '차감' }, first);
    const adjusted = await call(
      'settlement/adjust',
      { settlementId, amount: 600, reason: '부정 베팅 의심' },
      first,
    );
    // The adjustment cleared the first approval: the second staff member's release is a first approval again.
    const again = await call('settlement/release', { partnerId: partner.id, reason: '1차' }, second);
    const released = await call('settlement/release', { partnerId: partner.id, reason: '2차' }, first);

    expect([noReason.code, tooMuch.code, negative.code].map((code) => code !== 0)).toEqual([
      true,
      true,
      true,
    ]);
    expect(tooMuch.data).toEqual({ message: agencySettlementText.aboveComputed });
    expect(adjusted).toMatchObject({ code: 0, data: { before: '1000', amount: '600' } });
    expect(again.data).toMatchObject({ outcome: 'firstApproval', amount: '600' });
    expect(released.data).toMatchObject({ outcome: 'released', amount: '600' });
    expect(await agencyCashOf(db, partner.ownerId)).toBe(600n);
    expect((await postingsOf(db, partner.id, day)).map((p) => p.amount)).toEqual([600n]);
    expect(await auditsOf(db, 'agency_settlement', settlementId)).toEqual([
      {
        action: 'agency.settlement.adjust',
        reason: '부정 베팅 의심',
        before: { amount: '1000', computed: '1000' },
        after: { amount: '600' },
      },
    ]);
    const lines = await db
      .selectFrom('agency_settlement_line')
      .select(['kind', 'amount'])
      .where('settlement_id', '=', settlement.id)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { kind: 'rolling', amount: 1_000n },
      { kind: 'manual', amount: -400n },
    ]);
  });

  it('when a day ends negative, then nothing is debited and the next settlement carries it as a deduction line, once', async () => {
    const db = dbOf();
    const [token] = await staffTokens();
    const partner = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 100 }]);
    const player = await createMember(db, { partnerId: partner.id });
    const resettled = await placeSettledBet(db, player.id, {
      stake: 50_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-05-05'),
    });
    await placeSettledBet(db, player.id, {
      stake: 100_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-05-07'),
    });
    await call('settle', { day: '2026-05-05' }, token);
    const afterFirstDay = await agencyCashOf(db, partner.ownerId);
    await db
      .updateTable('bet')
      .set({ status: 'void', payout: 50_000n })
      .where('id', '=', resettled)
      .execute();

    await call('settle', { day: '2026-05-06' }, token);
    const afterNegativeDay = await agencyCashOf(db, partner.ownerId);
    await call('settle', { day: '2026-05-07' }, token);
    await call('settle', { day: '2026-05-08' }, token);

    expect(afterFirstDay).toBe(500n);
    // The negative day took nothing back from agency cash.
    expect(afterNegativeDay).toBe(500n);
    expect(await settlementOf(db, partner.id, '2026-05-06')).toMatchObject({
      status: 'adjusted',
      amount: -500n,
    });
    expect(await settlementOf(db, partner.id, '2026-05-07')).toMatchObject({ status: 'paid', amount: 500n });
    expect(await settlementOf(db, partner.id, '2026-05-08')).toMatchObject({ status: 'paid', amount: 0n });
    expect(await agencyCashOf(db, partner.ownerId)).toBe(1_000n);
    const list = await call(
      'settlements',
      { from: '2026-05-07', to: '2026-05-07', partnerId: partner.id },
      token,
    );
    const [statement] = (list.data as StaffAgencySettlementsData).list;
    expect(statement?.lines.map((l) => [l.product, l.kind, l.amount, l.forDay])).toEqual([
      ['prematch', 'rolling', 1_000, '2026-05-07'],
      ['settlement', 'carried', -500, '2026-05-06'],
    ]);
  });

  it('when two later days are settled at once, then a negative day is deducted by one of them only and both runs succeed', async () => {
    const db = dbOf();
    const [token] = await staffTokens();
    const partner = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 100 }]);
    const player = await createMember(db, { partnerId: partner.id });
    const resettled = await placeSettledBet(db, player.id, {
      stake: 50_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-04-10'),
    });
    for (const day of ['2026-04-12', '2026-04-13']) {
      await placeSettledBet(db, player.id, { stake: 100_000n, payout: 0n, status: 'lost', at: kst(day) });
    }
    await call('settle', { day: '2026-04-10' }, token);
    await db
      .updateTable('bet')
      .set({ status: 'void', payout: 50_000n })
      .where('id', '=', resettled)
      .execute();
    await call('settle', { day: '2026-04-11' }, token);
    expect(await settlementOf(db, partner.id, '2026-04-11')).toMatchObject({
      status: 'adjusted',
      amount: -500n,
    });

    const runs = await Promise.all([
      call('settle', { day: '2026-04-12' }, token),
      call('settle', { day: '2026-04-13' }, token),
    ]);

    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    const later = [
      await settlementOf(db, partner.id, '2026-04-12'),
      await settlementOf(db, partner.id, '2026-04-13'),
    ];
    expect(new Set(later.map((s) => s.amount))).toEqual(new Set([500n, 1_000n]));
    expect(later.every((s) => s.status === 'paid')).toBe(true);
    const carried = await db
      .selectFrom('agency_settlement_line')
      .select('settlement_id')
      .where('carried_from_id', '=', (await settlementOf(db, partner.id, '2026-04-11')).id)
      .execute();
    expect(carried).toHaveLength(1);
    expect(await agencyCashOf(db, partner.ownerId)).toBe(500n + 1_500n);
  });

  it('when the partner converted its agency cash before a day turned negative, then agency cash stays at zero and the next days pay less', async () => {
    const db = dbOf();
    const [token] = await staffTokens();
    const partner = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 100 }]);
    const player = await createMember(db, { partnerId: partner.id });
    const resettled = await placeSettledBet(db, player.id, {
      stake: 80_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-05-10'),
    });
    await placeSettledBet(db, player.id, {
      stake: 50_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-05-12'),
    });
    await placeSettledBet(db, player.id, {
      stake: 50_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-05-13'),
    });
    await call('settle', { day: '2026-05-10' }, token);
    const cookie = await signIn(appOf(), partner.owner);
    const converted = envelope(
      await postJson(appOf(), '/api/agency/addAgencyCashToMoneyAll', undefined, {
        cookie,
        headers: { 'idempotency-key': `convert-${partner.id}` },
      }),
    );
    await db
      .updateTable('bet')
      .set({ status: 'void', payout: 80_000n })
      .where('id', '=', resettled)
      .execute();

    const cashByDay: bigint[] = [];
    for (const day of ['2026-05-11', '2026-05-12', '2026-05-13']) {
      await call('settle', { day }, token);
      cashByDay.push(await agencyCashOf(db, partner.ownerId));
    }

    expect(converted.code).toBe(0);
    // -800 on the 11th, 500 - 800 = -300 carried on the 12th, 500 - 300 = 200 paid on the 13th.
    expect(cashByDay).toEqual([0n, 0n, 200n]);
    const amounts = await db
      .selectFrom('agency_settlement')
      .select(['day', 'status', 'amount'])
      .where('partner_id', '=', partner.id)
      .orderBy('day')
      .execute();
    expect(amounts).toEqual([
      { day: '2026-05-10', status: 'paid', amount: 800n },
      { day: '2026-05-11', status: 'adjusted', amount: -800n },
      { day: '2026-05-12', status: 'adjusted', amount: -300n },
      { day: '2026-05-13', status: 'paid', amount: 200n },
    ]);
  });

  it('when a held day is negative, then its release pays nothing and the next settlement deducts it', async () => {
    const db = dbOf();
    const [token] = await staffTokens();
    const partner = await createOwnedPartner(db, [{ product: 'prematch', kind: 'rolling', rateBp: 100 }]);
    const player = await createMember(db, { partnerId: partner.id });
    const resettled = await placeSettledBet(db, player.id, {
      stake: 30_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-05-15'),
    });
    await placeSettledBet(db, player.id, {
      stake: 100_000n,
      payout: 0n,
      status: 'lost',
      at: kst('2026-05-17'),
    });
    await call('settle', { day: '2026-05-15' }, token);
    await db
      .updateTable('bet')
      .set({ status: 'void', payout: 30_000n })
      .where('id', '=', resettled)
      .execute();
    await call('settlement/hold', { partnerId: partner.id, reason: '검토' }, token);
    await call('settle', { day: '2026-05-16' }, token);

    const release = await call('settlement/release', { partnerId: partner.id, reason: '확인' }, token);
    await call('settle', { day: '2026-05-17' }, token);

    expect(release.data).toMatchObject({ outcome: 'released', released: 1, amount: '0' });
    expect(await settlementOf(db, partner.id, '2026-05-16')).toMatchObject({
      status: 'adjusted',
      amount: -300n,
    });
    expect(await settlementOf(db, partner.id, '2026-05-17')).toMatchObject({ status: 'paid', amount: 700n });
    expect(await agencyCashOf(db, partner.ownerId)).toBe(300n + 700n);
  });

  it('when staff list settlements by day range, partner and status, then only those come, with their lines', async () => {
    const [token] = await staffTokens();
    const held = await heldPartnerDay('2026-05-14', 30_000n);

    const byPartner = await call(
      'settlements',
      { from: '2026-05-14', to: '2026-05-14', partnerId: held.id, status: 'held' },
      token,
    );
    const otherStatus = await call(
      'settlements',
      { from: '2026-05-14', to: '2026-05-14', partnerId: held.id, status: 'paid' },
      token,
    );
    const otherDays = await call(
      'settlements',
      { from: '2026-05-15', to: '2026-05-16', partnerId: held.id },
      token,
    );
    const wrongRange = await call('settlements', { from: '2026-05-16', to: '2026-05-14' }, token);

    const data = byPartner.data as StaffAgencySettlementsData;
    expect(data.total).toBe(1);
    expect(data.list[0]).toMatchObject({
      partnerId: held.id,
      day: '2026-05-14',
      status: 'held',
      amount: 600,
      computedAmount: 600,
      isPartnerHeld: true,
      releaseStage: 'needsFirst',
      lines: [{ product: 'prematch', kind: 'rolling', base: 30_000, amount: 600 }],
    });
    expect((otherStatus.data as StaffAgencySettlementsData).list).toEqual([]);
    expect((otherDays.data as StaffAgencySettlementsData).total).toBe(0);
    expect(wrongRange.code).not.toBe(0);
  });
});
