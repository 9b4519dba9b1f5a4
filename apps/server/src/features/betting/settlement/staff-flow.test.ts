import type {
  StaffBetDetail,
  StaffFixtureSettlement,
  StaffSettlementChange,
} from '@hanpan/core/api/staff-settlement';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import {
  createSettlementFixture,
  feedSettles,
  fundedBettor,
  pickOf,
} from '../../../../test/settlement-staff-setup.ts';
import { insertBet } from '../../../../test/staff-bet-factories.ts';
import { createStaff, postStaff, signInStaff } from '../../../../test/staff-factories.ts';
import { createSettlementStaffService } from './staff-service.ts';

// Manual settlement through the real settlement engine: staff decide, the engine pays and takes back
// through the ledger, and the feed's later value waits for a staff decision.
const t = useLedgerCheckedApp();
let operator: string;
let operatorId: number;

beforeAll(async () => {
  const row = await createStaff(t.db, { role: 'operator' });
  operatorId = row.id;
  operator = await signInStaff(t.app, row);
});

const call = <T>(path: string, body: unknown) =>
  postStaff(t.app, `/api/staff/bets/${path}`, body, operator).then((reply) => envelope<T>(reply));
const cashOf = async (memberId: number) =>
  (
    await t.db
      .selectFrom('account')
      .select('balance')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'cash')
      .executeTakeFirstOrThrow()
  ).balance;
const detailOf = async (betId: bigint) => {
  const reply = await call<StaffBetDetail>('detail', { betId: String(betId) });
  expect(reply.code).toBe(0);
  return reply.data!;
};
/** The feed's result arrives: the adapter records it and tells the engine after its commit. */
const feedResult = async (fixtureId: number, betId: string, settlement: number, outcomeId: bigint) => {
  await feedSettles(t.db, fixtureId, betId, settlement);
  await t.app.services.settlement.settleOutcomes([outcomeId], 'feed');
};

describe('manual settlement with the settlement engine', () => {
  it('when staff settle a market by hand and then undo it, then the member is paid, the payout is reversed, and the later feed value settles the bet', async () => {
    const fixtureId = 55_000_001;
    const picks = await createSettlementFixture(t.db, fixtureId);
    const home = pickOf(picks, '000101');
    const member = await fundedBettor(t.db, 100_000n);
    const bet = await insertBet(t.db, { memberId: member.id, picks: [home], stake: 10_000 });
    expect(await cashOf(member.id)).toBe(90_000n);

    const settled = await call<StaffSettlementChange>('settlement/settle', {
      fixtureId,
      marketId: 1,
      outcomes: [
        { outcomeId: String(home.id), settlement: 2 },
        { outcomeId: String(pickOf(picks, '000102').id), settlement: 1 },
        { outcomeId: String(pickOf(picks, '000103').id), settlement: 1 },
      ],
      reason: '공식 기록 1:0',
    });
    expect(settled.code).toBe(0);
    expect(settled.data!.report).toMatchObject({ betsSettled: 1, paid: 20_000, reversed: 0 });
    expect(await cashOf(member.id)).toBe(110_000n);
    let detail = await detailOf(bet.id);
    expect(detail.bet).toMatchObject({ status: 'won', payout: 20_000, settleVersion: 1 });
    expect(detail.legs[0]).toMatchObject({
      status: 'won',
      settlement: 2,
      manualSettlement: 2,
      feedSettlement: null,
    });
    expect(detail.settlements).toMatchObject([
      { version: 1, status: 'won', payout: 20_000, previousPayout: 0, source: 'manual' },
    ]);
    const payoutTx = detail.ledger.find((tx) => tx.txId === detail.settlements[0]!.payoutTxId);
    expect(payoutTx?.entries.find((entry) => entry.accountKind === 'cash')?.amount).toBe(20_000);

    const undone = await call<StaffSettlementChange>('settlement/undo', {
      fixtureId,
      marketId: 1,
      reason: '기록 재확인 필요',
    });
    expect(undone.code).toBe(0);
    expect(undone.data!.report).toMatchObject({ betsSettled: 1, betsResettled: 1, reversed: 20_000 });
    expect(await cashOf(member.id)).toBe(90_000n);
    detail = await detailOf(bet.id);
    expect(detail.bet.status).toBe('open');
    expect(detail.legs[0]).toMatchObject({ status: 'open', manualSettlement: null });
    expect(
      detail.settlements.map((row) => [row.version, row.payout, row.previousPayout, row.source]),
    ).toEqual([
      [1, 20_000, 0, 'manual'],
      [2, 0, 20_000, 'manual'],
    ]);
    const reversalTx = detail.ledger.find((tx) => tx.txId === detail.settlements[1]!.reversalTxId);
    expect(reversalTx?.entries.find((entry) => entry.accountKind === 'cash')?.amount).toBe(-20_000);

    await feedResult(fixtureId, '000101', 1, home.id);
    detail = await detailOf(bet.id);
    expect(detail.bet).toMatchObject({ status: 'lost', payout: 0 });
    expect(detail.legs[0]).toMatchObject({ status: 'lost', settlement: 1, feedSettlement: 1 });
    expect(await cashOf(member.id)).toBe(90_000n);
  });

  it('when the feed sends a different result after a manual settlement, then the bet does not change and the screen shows the conflict until staff undo it', async () => {
    const fixtureId = 55_000_002;
    const picks = await createSettlementFixture(t.db, fixtureId);
    const over = pickOf(picks, '000211');
    const member = await fundedBettor(t.db, 50_000n);
    const bet = await insertBet(t.db, { memberId: member.id, picks: [over], stake: 10_000 });

    const voided = await call<StaffSettlementChange>('settlement/void', {
      fixtureId,
      marketId: 2,
      reason: '기준점 오류',
    });
    expect(voided.data!.report).toMatchObject({ betsSettled: 1, paid: 10_000 });
    expect(await cashOf(member.id)).toBe(50_000n);
    const before = await detailOf(bet.id);
    expect(before.bet).toMatchObject({ status: 'void', payout: 10_000, settleVersion: 1 });

    await feedResult(fixtureId, '000211', 2, over.id);
    const after = await detailOf(bet.id);
    expect(after.bet).toEqual(before.bet);
    expect(after.legs[0]).toMatchObject({ status: 'void', feedSettlement: 2, manualSettlement: -1 });
    expect(await cashOf(member.id)).toBe(50_000n);
    const view = await call<StaffFixtureSettlement>('settlement/fixture', { fixtureId });
    const overUnder = view.data?.markets.find((market) => market.marketId === 2);
    const outcome = overUnder?.outcomes[0];
    expect(outcome).toMatchObject({
      outcomeId: String(over.id),
      feedSettlement: 2,
      manualSettlement: -1,
      isConflict: true,
    });

    // Staff accept the feed: the refund is taken back and the win paid (10,000 x 1.90).
    const undone = await call<StaffSettlementChange>('settlement/undo', {
      fixtureId,
      marketId: 2,
      reason: '피드 결과 수용',
    });
    expect(undone.data!.report).toMatchObject({ betsResettled: 1, paid: 19_000, reversed: 10_000 });
    expect((await detailOf(bet.id)).bet).toMatchObject({ status: 'won', payout: 19_000, settleVersion: 2 });
    expect(await cashOf(member.id)).toBe(59_000n);
  });

  it('when the settlement pass after a committed manual change fails, then the change stands, the reply says so, and the engine worker settles the bets', async () => {
    const fixtureId = 55_000_003;
    const picks = await createSettlementFixture(t.db, fixtureId);
    const member = await fundedBettor(t.db, 30_000n);
    const bet = await insertBet(t.db, {
      memberId: member.id,
      picks: [pickOf(picks, '000301')],
      stake: 10_000,
    });
    const errors: unknown[] = [];
    const manual = createSettlementStaffService({
      db: t.db,
      settlement: {
        settleOutcomes: () => Promise.reject(new Error('connection lost')),
        notifyOutcomesSettled: (ids) => t.app.services.settlement.notifyOutcomesSettled(ids),
      },
      onSettleError: (error) => errors.push(error),
    });

    const result = await manual.voidScope(
      { staffId: operatorId, ip: '10.204.0.8' },
      { fixtureId, marketId: 1, reason: '경기 취소' },
    );
    expect(result).toMatchObject({ outcomes: 3, report: null });
    expect(errors).toHaveLength(1);
    await t.app.services.settlement.drain();
    expect((await detailOf(bet.id)).bet).toMatchObject({ status: 'void', payout: 10_000 });
    expect(await cashOf(member.id)).toBe(30_000n);
  });
});
