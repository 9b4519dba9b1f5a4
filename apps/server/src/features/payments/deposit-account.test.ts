import type { MoneySettings } from '@hanpan/core/api/staff';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { sendCharge, signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

// A fresh database as the migrations leave it: the deposit account is the placeholder.
const t = useLedgerCheckedApp({ isDepositBankPlaceholder: true });

const chargeRowsOf = (memberId: number) =>
  t.db.selectFrom('charge_request').selectAll().where('member_id', '=', memberId).execute();
const storedRepliesOf = (memberId: number) =>
  t.db.selectFrom('idempotent_reply').selectAll().where('member_id', '=', memberId).execute();

describe('the placeholder deposit account', () => {
  it('when the account is still the placeholder, then a deposit is refused in Korean and nothing is written; once staff set a real one, it is accepted', async () => {
    const member = await signedInMember(t.app, t.db);
    const refused = envelope(
      await sendCharge(t.app, member.cookie, { amount: 50_000, depositorName: '홍길동' }),
    );
    expect(refused).toMatchObject({
      code: 10,
      data: { message: '입금 계좌가 아직 설정되지 않았습니다. 고객센터에 문의해 주세요.' },
    });
    expect(await chargeRowsOf(member.id)).toEqual([]);
    expect(await storedRepliesOf(member.id)).toEqual([]);

    const owner = await createStaff(t.db, { role: 'owner' });
    const token = await signInStaff(t.app, owner);
    const current = envelope<MoneySettings>(await postStaff(t.app, '/api/staff/settings/money', {}, token));
    const next = {
      ...current.data,
      depositBank: { bankName: '신한은행', bankAccount: '110-123-456789', bankHolder: '한판주식회사' },
    };
    const saved = await postStaff(t.app, '/api/staff/settings/money/save', next, token);
    expect(envelope(saved).code).toBe(0);

    const accepted = envelope(
      await sendCharge(t.app, member.cookie, { amount: 50_000, depositorName: '홍길동' }),
    );
    expect(accepted.code).toBe(0);
    expect(await chargeRowsOf(member.id)).toMatchObject([{ amount: 50_000n, status: 'pending' }]);
  });
});
