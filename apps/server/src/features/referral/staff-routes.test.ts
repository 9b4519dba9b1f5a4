import type { PageOf } from '@hanpan/core/api/payments';
import type { ReferralSettings, StaffReferralReward } from '@hanpan/core/api/referral';
import type { InitialData } from '@hanpan/core/api/site';
import { describe, expect, it } from 'vitest';
import { createMember, createPartner, signIn, validJoinBody } from '../../../test/factories.ts';
import { envelope, get, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { sendCharge, staffActor } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

const t = useLedgerCheckedApp();

const settings = (overrides: Partial<ReferralSettings> = {}): ReferralSettings => ({
  isHeader: true,
  rateBp: 500,
  days: 30,
  capPerReferee: 50_000,
  ...overrides,
});

describe('staff referral settings', () => {
  it('when staff switch isHeader on with a reward rule, then it is saved, audited with before and after, and members see isHeader', async () => {
    const staff = await createStaff(t.db, { role: 'owner' });
    const token = await signInStaff(t.app, staff);
    const before = envelope<ReferralSettings>(
      await postStaff(t.app, '/api/staff/settings/referral', {}, token),
    ).data!;
    await postStaff(t.app, '/api/staff/settings/referral/save', settings({ isHeader: false }), token);
    const saved = envelope<ReferralSettings>(
      await postStaff(t.app, '/api/staff/settings/referral/save', settings(), token, { ip: '10.77.0.1' }),
    );
    expect(saved).toMatchObject({ code: 0, data: settings() });
    expect(envelope(await postStaff(t.app, '/api/staff/settings/referral', {}, token)).data).toEqual(
      settings(),
    );

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('staff_id', '=', staff.id)
      .where('action', '=', 'settings.referral')
      .orderBy('id')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ before, after: settings({ isHeader: false }) });
    expect(audit[1]).toMatchObject({
      target_type: 'site_setting',
      target_id: 'referral',
      before: settings({ isHeader: false }),
      after: settings(),
      ip: '10.77.0.1',
    });
    expect(envelope<InitialData>(await get(t.app, '/api/index2')).data?.isHeader).toBe(true);
  });

  it('when staff save a bad rate, then code 2 and nothing changes', async () => {
    const staff = await createStaff(t.db, { role: 'owner' });
    const token = await signInStaff(t.app, staff);
    const current = envelope(await postStaff(t.app, '/api/staff/settings/referral', {}, token)).data;
    const reply = await postStaff(
      t.app,
      '/api/staff/settings/referral/save',
      settings({ rateBp: 10_001 }),
      token,
    );
    expect(envelope(reply).code).toBe(2);
    expect(envelope(await postStaff(t.app, '/api/staff/settings/referral', {}, token)).data).toEqual(current);
  });

  it('when staff list rewards of a referrer, then they see each paid reward with both login ids', async () => {
    const staff = await createStaff(t.db, { role: 'owner' });
    const token = await signInStaff(t.app, staff);
    await postStaff(t.app, '/api/staff/settings/referral/save', settings({ rateBp: 1000 }), token);
    const partner = await createPartner(t.db);
    const referrer = await createMember(t.db, { partnerId: partner.id });
    const referrerCookie = await signIn(t.app, referrer);
    const code = envelope<{ code: string }>(
      await postJson(t.app, '/api/referral/summary', {}, { cookie: referrerCookie }),
    ).data!.code;
    const body = validJoinBody({ keyCode: code });
    expect(envelope(await postJson(t.app, '/api/user/join', body)).code).toBe(0);
    const cookie = await signIn(t.app, { loginId: body.loginId, password: body.loginPassword });
    const charge =
      envelope<{ item?: { id: number } }>(
        await sendCharge(t.app, cookie, { amount: 30_000, depositorName: '홍길동' }),
      ).data?.item?.id ?? 0;
    await t.app.services.payments.approveCharge((await staffActor(t.db)).actor, charge);

    const page = envelope<PageOf<StaffReferralReward>>(
      await postStaff(t.app, '/api/staff/referral/rewards', { referrerLoginId: referrer.loginId }, token),
    ).data!;
    expect(page).toMatchObject({
      total: 1,
      items: [
        {
          chargeId: charge,
          referrerLoginId: referrer.loginId,
          refereeLoginId: body.loginId,
          depositAmount: 30_000,
          amount: 3_000,
          status: 'paid',
        },
      ],
    });
  });
});
