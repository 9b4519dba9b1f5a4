import { describe, expect, it } from 'vitest';
import { useLedgerCheckedApp } from '../../test/ledger.ts';
import { readMemberBalances } from '../features/wallet/ledger-repository.ts';
import { demoAccounts, demoStartingCash, seedDemo, seedDemoCash } from './demo.ts';

const t = useLedgerCheckedApp({ isDepositBankPlaceholder: true });

const demoMemberId = async () =>
  (
    await t.db
      .selectFrom('member')
      .select('id')
      .where('login_id', '=', demoAccounts.member.loginId)
      .executeTakeFirstOrThrow()
  ).id;

const chargesOf = async (memberId: number) =>
  t.db
    .selectFrom('charge_request')
    .innerJoin('staff', 'staff.id', 'charge_request.decided_by')
    .select([
      'charge_request.amount',
      'charge_request.status',
      'charge_request.ledger_tx_id',
      'staff.login_id',
    ])
    .where('charge_request.member_id', '=', memberId)
    .execute();

describe('demo starting cash', () => {
  it('when the deposit account is still the placeholder, then demo01 is seeded without cash and no request is made', async () => {
    const { payments } = t.app.services;
    await seedDemo(t.db, { onlyIfEmpty: true, isDepositBankSet: false, payments });
    const memberId = await demoMemberId();
    expect((await readMemberBalances(t.db, memberId)).cash).toBe(0n);
    expect(await seedDemoCash(t.db, payments)).toBe('unavailable');
    expect(await chargesOf(memberId)).toEqual([]);
  });

  it('when the demo starts with the demo deposit account, then demo01 gets 1,000,000원 through a deposit request the demo owner approved', async () => {
    const { payments } = t.app.services;
    // An existing demo folder (members present): the start-up path that only tops up what is missing.
    expect(await seedDemo(t.db, { onlyIfEmpty: true, isDepositBankSet: true, payments })).toEqual({
      isSeeded: false,
      created: [],
    });
    const memberId = await demoMemberId();
    expect((await readMemberBalances(t.db, memberId)).cash).toBe(BigInt(demoStartingCash));
    const [charge, ...more] = await chargesOf(memberId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({
      amount: BigInt(demoStartingCash),
      status: 'approved',
      login_id: demoAccounts.staffOwner.loginId,
    });
    const posting = await t.db
      .selectFrom('ledger_tx')
      .select(['kind', 'reference'])
      .where('id', '=', charge?.ledger_tx_id ?? 0n)
      .executeTakeFirstOrThrow();
    expect(posting.kind).toBe('charge');
  });

  it('when the server restarts or the seed is forced again, then no second deposit is made', async () => {
    await t.restart();
    const { payments } = t.app.services;
    await seedDemo(t.db, { onlyIfEmpty: true, isDepositBankSet: true, payments });
    await seedDemo(t.db, { onlyIfEmpty: false, isDepositBankSet: true, payments });
    expect(await seedDemoCash(t.db, payments)).toBe('alreadyHasDeposits');
    const memberId = await demoMemberId();
    expect((await readMemberBalances(t.db, memberId)).cash).toBe(BigInt(demoStartingCash));
    expect(await chargesOf(memberId)).toHaveLength(1);
  });
});
