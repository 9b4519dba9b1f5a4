import type { ChargeRequestItem } from '@hanpan/core/api/payments';
import { settlementValue } from '@hanpan/core/betting/settlement';
import { describe, expect, it } from 'vitest';
import { cashOf, createBetFixture, type FixturePick } from '../../../../test/betting.ts';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { sendCharge, signedInMember, staffActor } from '../../../../test/payments.ts';
import {
  betRow,
  debtsOf,
  placeBetOn,
  settlementPostingsOf,
  settlementsOfBet,
  writeSettlement,
} from '../../../../test/settlement.ts';

// Resettlement: the feed corrects a result and every bet it touches is settled again, the earlier
// payout reversed by a new ledger transaction; a reversal the member's cash cannot cover becomes a debt
// that the next credits (payouts, approved deposits) repay first.

const t = useLedgerCheckedApp();
const stake = 10_000n;

const settle = async (picks: readonly FixturePick[], value: number | null) => {
  const ids = await writeSettlement(t.db, picks, value);
  return t.app.services.settlement.settleOutcomes(ids, 'feed');
};

const freshPick = async () => (await createBetFixture(t.db)).picks[0] as FixturePick;

describe('a corrected result', () => {
  it('when a winner becomes cancelled, then loser, then winner again, then each step reverses the last payout and posts the new one', async () => {
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    const pick = await freshPick();
    const betId = await placeBetOn(t.app, member, [pick], Number(stake));
    const won = ((await betRow(t.db, betId)).total_odds * Number(stake)) / 100;
    const start = 1_000_000n - stake;

    expect(await settle([pick], settlementValue.winner)).toEqual({
      betsSettled: 1,
      betsResettled: 0,
      paid: BigInt(won),
      reversed: 0n,
    });
    expect(await cashOf(t.db, member.id)).toBe(start + BigInt(won));
    expect(await settle([pick], settlementValue.cancelled)).toEqual({
      betsSettled: 1,
      betsResettled: 1,
      paid: stake,
      reversed: BigInt(won),
    });
    expect(await betRow(t.db, betId)).toMatchObject({ status: 'void', payout: stake, settle_version: 2 });
    expect(await cashOf(t.db, member.id)).toBe(start + stake);
    await settle([pick], settlementValue.loser);
    expect(await betRow(t.db, betId)).toMatchObject({ status: 'lost', payout: 0n, settle_version: 3 });
    expect(await cashOf(t.db, member.id)).toBe(start);
    await settle([pick], settlementValue.winner);
    expect(await betRow(t.db, betId)).toMatchObject({
      status: 'won',
      payout: BigInt(won),
      settle_version: 4,
    });
    expect(await cashOf(t.db, member.id)).toBe(start + BigInt(won));

    const postings = await settlementPostingsOf(t.db, betId);
    expect(postings.map((posting) => [posting.kind, posting.idempotency_key])).toEqual([
      ['bet_payout', `bet:${betId}:v1:payout`],
      ['bet_reversal', `bet:${betId}:v2:reversal`],
      ['bet_payout', `bet:${betId}:v2:payout`],
      ['bet_reversal', `bet:${betId}:v3:reversal`],
      ['bet_payout', `bet:${betId}:v4:payout`],
    ]);
    const history = await settlementsOfBet(t.db, betId);
    expect(history.map((row) => [row.version, row.status, row.payout, row.previous_payout])).toEqual([
      [1, 'won', BigInt(won), 0n],
      [2, 'void', stake, BigInt(won)],
      [3, 'lost', 0n, stake],
      [4, 'won', BigInt(won), 0n],
    ]);
    expect(history.map((row) => [row.reversal_tx_id !== null, row.payout_tx_id !== null])).toEqual([
      [false, true],
      [true, true],
      [true, false],
      [false, true],
    ]);
  });

  it('when the result is withdrawn (no value), then the bet is open again with its payout taken back', async () => {
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    const pick = await freshPick();
    const betId = await placeBetOn(t.app, member, [pick], Number(stake));
    await settle([pick], settlementValue.refund);
    await settle([pick], null);
    expect(await betRow(t.db, betId)).toMatchObject({
      status: 'open',
      payout: null,
      settled_at: null,
      settle_version: 2,
    });
    expect(await cashOf(t.db, member.id)).toBe(1_000_000n - stake);
  });
});

describe('a manual settlement', () => {
  it('when staff settle an outcome by hand, then it wins over the feed until it is undone', async () => {
    const member = await signedInMember(t.app, t.db, 1_000_000n);
    const fixture = await createBetFixture(t.db);
    const pick = fixture.picks[0] as FixturePick;
    const betId = await placeBetOn(t.app, member, [pick], Number(stake));
    const [outcomeId] = await writeSettlement(t.db, [pick], settlementValue.winner);
    await t.db
      .insertInto('manual_settlement')
      .values({
        outcome_id: outcomeId as bigint,
        fixture_id: BigInt(fixture.fixtureId),
        market_id: pick.marketId,
        settlement: settlementValue.cancelled,
        reason: '경기 취소',
        staff_id: null,
      })
      .execute();
    await t.app.services.settlement.settleOutcomes([outcomeId as bigint], 'manual');
    expect(await betRow(t.db, betId)).toMatchObject({ status: 'void', payout: stake });
    expect(await settlementsOfBet(t.db, betId)).toMatchObject([{ version: 1, source: 'manual' }]);

    // The feed's later value waits for a staff decision.
    await settle([pick], settlementValue.loser);
    expect(await betRow(t.db, betId)).toMatchObject({ status: 'void', payout: stake, settle_version: 1 });

    await t.db
      .deleteFrom('manual_settlement')
      .where('outcome_id', '=', outcomeId as bigint)
      .execute();
    await t.app.services.settlement.settleOutcomes([outcomeId as bigint], 'manual');
    expect(await betRow(t.db, betId)).toMatchObject({ status: 'lost', payout: 0n, settle_version: 2 });
    expect(await cashOf(t.db, member.id)).toBe(1_000_000n - stake);
  });
});

describe('a reversal larger than the cash', () => {
  /** A member whose winning bet is reversed after they staked most of the winnings elsewhere. */
  const memberInDebt = async () => {
    const member = await signedInMember(t.app, t.db, stake);
    const first = await freshPick();
    const firstBet = await placeBetOn(t.app, member, [first], Number(stake));
    await settle([first], settlementValue.winner);
    const won = (await betRow(t.db, firstBet)).payout ?? 0n;
    const second = await freshPick();
    const secondBet = await placeBetOn(t.app, member, [second], Number(stake));
    await settle([first], settlementValue.loser);
    return { member, firstBet, secondBet, second, won, owed: stake };
  };

  it('when the reversal takes back more than the cash, then the shortfall is a debt and cash stays at zero', async () => {
    const { member, firstBet, owed } = await memberInDebt();
    expect(await cashOf(t.db, member.id)).toBe(0n);
    expect(await debtsOf(t.db, member.id)).toMatchObject([
      { bet_id: firstBet, amount: owed, repaid: 0n, cleared_at: null },
    ]);
    const [, reversal] = await settlementsOfBet(t.db, firstBet);
    expect((await debtsOf(t.db, member.id))[0]?.created_tx_id).toBe(reversal?.reversal_tx_id);
  });

  it('when the member wins next, then the payout repays the debt first', async () => {
    const { member, second, won, owed } = await memberInDebt();
    await settle([second], settlementValue.winner);
    expect(await cashOf(t.db, member.id)).toBe(won - owed);
    const [debt] = await debtsOf(t.db, member.id);
    expect(debt).toMatchObject({ amount: owed, repaid: owed });
    expect(debt?.cleared_at).toBeInstanceOf(Date);
  });

  it("when staff approve the member's deposit, then it repays the debt first and the rest is cash", async () => {
    const { member, owed } = await memberInDebt();
    const reply = envelope<{ item?: ChargeRequestItem }>(
      await sendCharge(t.app, member.cookie, { amount: 30_000, depositorName: '홍길동' }),
    );
    expect(reply.code).toBe(0);
    const staff = await staffActor(t.db);
    const outcome = await t.app.services.payments.approveCharge(staff.actor, reply.data?.item?.id ?? 0);
    expect(outcome.kind).toBe('approved');
    expect(await cashOf(t.db, member.id)).toBe(30_000n - owed);
    expect(await debtsOf(t.db, member.id)).toMatchObject([{ amount: owed, repaid: owed }]);
  });
});
