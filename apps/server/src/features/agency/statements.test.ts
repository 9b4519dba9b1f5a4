import { agencyProductNames } from '@hanpan/core/agency/products';
import type { AgencyStatementsData, AgencySummaryData } from '@hanpan/core/api/agency';
import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createPartner,
  housePartnerId,
  signIn,
  uniqueSuffix,
} from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import type { Db } from '../../lib/db/database.ts';
import { findSystemAccount, postTransfer } from '../wallet/ledger-repository.ts';
import { createAgencySettlementService } from './settlement-service.ts';

// The app's clock: noon KST on 2026-05-20; the settled day is before it.
const clock = new Date('2026-05-20T03:00:00Z');
const testApp = useLedgerCheckedApp({ now: () => clock });
const day = '2026-05-10';
const kst = (text: string) => new Date(`${text}T12:00:00+09:00`);

/** A partner under `parentId` owned by a new signed-in member, with one prematch rolling rate. */
async function ownedPartner(db: Db, parentId: number, rateBp: number) {
  const owner = await createMember(db, { partnerId: parentId });
  const partner = await createPartner(db, { ownerMemberId: owner.id });
  await db.updateTable('partner').set({ parent_id: parentId }).where('id', '=', partner.id).execute();
  await db
    .insertInto('partner_rate')
    .values({ partner_id: partner.id, product: 'prematch', folders: 0, kind: 'rolling', rate_bp: rateBp })
    .execute();
  const name = await db
    .selectFrom('partner')
    .select('name')
    .where('id', '=', partner.id)
    .executeTakeFirstOrThrow();
  return { id: partner.id, name: name.name, cookie: await signIn(testApp.app, owner) };
}

/** A lost prematch single written directly, its stake posted as a balanced ledger transaction. */
async function lostBet(db: Db, memberId: number, stake: bigint, at: Date) {
  const bank = await findSystemAccount(db, 'bank_clearing', memberId);
  const house = await findSystemAccount(db, 'house', memberId);
  const posting = await db.transaction().execute((trx) =>
    postTransfer(trx, {
      kind: 'test_funding' as LedgerTxKind,
      reference: `member:${memberId}`,
      idempotencyKey: `stake:${uniqueSuffix(16)}`,
      legs: [
        { accountId: bank, amount: -1n },
        { accountId: house, amount: 1n },
      ],
    }),
  );
  if (posting.kind !== 'posted') throw new Error('stake tx not posted');
  await db
    .insertInto('bet')
    .values({
      member_id: memberId,
      kind: 'prematch',
      status: 'lost',
      stake,
      total_odds: 200,
      potential_payout: stake * 2n,
      leg_count: 1,
      is_odds_changed: false,
      stake_tx_id: posting.txId,
      idempotency_key: uniqueSuffix(16),
      placed_at: at,
      settled_at: at,
      payout: 0n,
      bonus_rate: 100,
    })
    .execute();
}

const call = <T>(cookie: string | null, url: string, body: unknown) =>
  postJson(testApp.app, `/api/agency/${url}`, body, { cookie }).then((response) => envelope<T>(response));

let playerId: number;
let top: Awaited<ReturnType<typeof ownedPartner>>;
let shop: Awaited<ReturnType<typeof ownedPartner>>;
let other: Awaited<ReturnType<typeof ownedPartner>>;

beforeAll(async () => {
  const db = testApp.db;
  const house = await housePartnerId(db);
  top = await ownedPartner(db, house, 300);
  shop = await ownedPartner(db, top.id, 100);
  other = await ownedPartner(db, house, 200);
  const player = await createMember(db, { partnerId: shop.id });
  const otherPlayer = await createMember(db, { partnerId: other.id });
  playerId = player.id;
  await lostBet(db, player.id, 100_000n, kst(day));
  await lostBet(db, otherPlayer.id, 50_000n, kst(day));
  await createAgencySettlementService({ db, now: () => clock }).settleDay(day);
});

describe('POST /api/agency/statements', () => {
  it('when a day is settled, then the owner sees it with its lines, the 차등 line naming the sub-partner', async () => {
    const reply = await call<AgencyStatementsData>(top.cookie, 'statements', { from: '2026-05-01', to: day });

    expect(reply.code).toBe(0);
    expect(reply.data?.list).toEqual([
      {
        id: expect.any(String),
        day,
        status: 'paid',
        amount: 2_000,
        lines: [
          {
            product: 'prematch',
            productName: agencyProductNames.prematch,
            kind: 'rolling',
            folders: 1,
            sourcePartnerId: shop.id,
            sourcePartnerName: shop.name,
            base: 100_000,
            rateBp: 200,
            carryIn: 0,
            carryOut: 0,
            amount: 2_000,
            isAdjustment: false,
            forDay: day,
          },
        ],
      },
    ]);
  });

  it("when a sub-partner's or another tree's owner asks, then each sees only their own partner's day", async () => {
    const own = await call<AgencyStatementsData>(shop.cookie, 'statements', { from: day, to: day });
    const foreign = await call<AgencyStatementsData>(other.cookie, 'statements', { from: day, to: day });

    expect(own.data?.list.map((d) => [d.amount, d.lines.map((l) => [l.sourcePartnerId, l.base])])).toEqual([
      [1_000, [[null, 100_000]]],
    ]);
    expect(
      foreign.data?.list.map((d) => [d.amount, d.lines.map((l) => [l.sourcePartnerId, l.base])]),
    ).toEqual([[1_000, [[null, 50_000]]]]);
  });

  it('when a visitor or a member who owns no partner asks, then code 99', async () => {
    const plain = await createMember(testApp.db, { partnerId: top.id });
    const cookie = await signIn(testApp.app, plain);
    const replies = [
      await call(null, 'statements', { from: day, to: day }),
      await call(cookie, 'statements', { from: day, to: day }),
    ];
    expect(replies.map((r) => [r.code, r.data])).toEqual([
      [99, undefined],
      [99, undefined],
    ]);
  });

  it('when the period is reversed or longer than 93 days, then code 2 with the Korean reason', async () => {
    const reversed = await call<{ message: string }>(top.cookie, 'statements', {
      from: day,
      to: '2026-05-01',
    });
    const long = await call<{ message: string }>(top.cookie, 'statements', { from: '2026-01-01', to: day });
    expect([reversed.code, reversed.data?.message, long.code, long.data?.message]).toEqual([
      2,
      '시작일은 종료일보다 늦을 수 없습니다.',
      2,
      '조회 기간은 최대 93일입니다.',
    ]);
  });
});

describe('POST /api/agency/summary commission', () => {
  it('when the period holds a settled day, then commission is the own settled amount; else null', async () => {
    const settled = await call<AgencySummaryData>(top.cookie, 'summary', { from: day, to: day });
    const none = await call<AgencySummaryData>(top.cookie, 'summary', {
      from: '2026-05-11',
      to: '2026-05-12',
    });
    expect([settled.data?.commission, none.data?.commission]).toEqual([2_000, null]);
  });
});

describe('a resettled bet', () => {
  it("when a settled day's bet is voided, then the next day shows an adjustment line marked with the day it corrects", async () => {
    const db = testApp.db;
    const next = '2026-05-11';
    await db.updateTable('bet').set({ status: 'void' }).where('member_id', '=', playerId).execute();
    await createAgencySettlementService({ db, now: () => clock }).settleDay(next);

    const reply = await call<AgencyStatementsData>(top.cookie, 'statements', { from: day, to: next });

    expect(
      reply.data?.list.map((d) => [
        d.day,
        d.status,
        d.amount,
        d.lines.map((l) => [l.isAdjustment, l.forDay, l.sourcePartnerName, l.base, l.amount]),
      ]),
    ).toEqual([
      [next, 'adjusted', -2_000, [[true, day, shop.name, -100_000, -2_000]]],
      [day, 'paid', 2_000, [[false, day, shop.name, 100_000, 2_000]]],
    ]);
  });
});
