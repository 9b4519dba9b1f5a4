import { defaultAttendanceRules, promotionCode, promotionText } from '@hanpan/core/api/promotions';
import { staffPromotionsText } from '@hanpan/core/api/staff-promotions';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember, signIn } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { sendCharge, staffActor } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';
import { attendanceRulesKey } from './attendance-repository.ts';

// The clock the app reads; each test sets it. 14:59:59Z is 23:59:59 KST.
let clock = new Date();
const t = useLedgerCheckedApp({ now: () => clock });

const lastSecondOfNov24 = new Date('2026-11-24T14:59:59.000Z');
const firstSecondOfNov25 = new Date('2026-11-24T15:00:00.000Z');
const dayMs = 24 * 3600 * 1000;

afterEach(async () => {
  // Back to the defaults: the rules are site-wide and each test sets its own.
  await t.db.deleteFrom('site_setting').where('key', '=', attendanceRulesKey).execute();
});

/** A new member signed in at the current clock. */
async function member() {
  const created = await createMember(t.db);
  return { ...created, cookie: await signIn(t.app, created) };
}

const checkIn = (cookie: string) => postJson(t.app, '/api/attendance/check', {}, { cookie });
const statusOf = async (cookie: string, month: string | null = null) =>
  envelope<Record<string, unknown>>(await postJson(t.app, '/api/attendance/status', { month }, { cookie }));
const pointsOf = async (memberId: number) => (await readMemberBalances(t.db, memberId)).point;

async function saveRules(rules: Record<string, unknown>) {
  const token = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }), clock);
  return envelope(await postStaff(t.app, '/api/staff/attendance/rules/save', rules, token));
}

describe('daily check-in', () => {
  it('when a member checks in at 23:59:59 KST and again at 00:00:00 KST, then both days count and each pays once', async () => {
    clock = lastSecondOfNov24;
    const m = await member();
    const first = envelope(await checkIn(m.cookie));
    expect(first).toMatchObject({ code: 0, data: { day: '2026-11-24', streak: 1, points: 100 } });
    expect(first.userContext?.user.point).toBe(100);
    expect(envelope(await checkIn(m.cookie))).toMatchObject({
      code: promotionCode.alreadyCheckedIn,
      data: { message: promotionText.alreadyCheckedIn },
    });

    clock = firstSecondOfNov25;
    expect(envelope(await checkIn(m.cookie))).toMatchObject({
      code: 0,
      data: { day: '2026-11-25', streak: 2 },
    });
    expect(await pointsOf(m.id)).toBe(200n);
    expect((await statusOf(m.cookie)).data).toMatchObject({
      today: '2026-11-25',
      month: '2026-11',
      days: ['2026-11-24', '2026-11-25'],
      isCheckedInToday: true,
      streak: 2,
      rules: defaultAttendanceRules,
    });
    expect((await statusOf(m.cookie, '2026-10')).data).toMatchObject({ month: '2026-10', days: [] });
    const postings = await t.db
      .selectFrom('ledger_tx')
      .select('reference')
      .where('kind', '=', 'attendance')
      .where('reference', 'like', `attendance:${m.id}:%`)
      .orderBy('id')
      .execute();
    expect(postings.map((row) => row.reference)).toEqual([
      `attendance:${m.id}:2026-11-24`,
      `attendance:${m.id}:2026-11-25`,
    ]);
  });

  it('when check-in is pressed 50 times at once, then it pays once', async () => {
    clock = new Date('2026-11-26T03:00:00.000Z');
    const m = await member();
    const replies = await Promise.all(Array.from({ length: 50 }, () => checkIn(m.cookie)));
    const codes = replies.map((reply) => envelope(reply).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === promotionCode.alreadyCheckedIn)).toHaveLength(49);
    expect(await pointsOf(m.id)).toBe(100n);
  });

  it('when the streak reaches a staff-set bonus day, then the bonus is added that day; a missed day starts over', async () => {
    expect(
      await saveRules({ pointsPerDay: 10, streakBonuses: [{ days: 3, points: 1000 }], minDeposit: 0 }),
    ).toMatchObject({
      code: 0,
    });
    const start = new Date('2026-12-01T01:00:00.000Z');
    clock = start;
    const m = await member();
    const paid: unknown[] = [];
    for (const day of [0, 1, 2, 4]) {
      clock = new Date(start.getTime() + day * dayMs);
      const cookie = await signIn(t.app, m);
      paid.push(envelope<{ streak: number; points: number }>(await checkIn(cookie)).data);
    }
    expect(paid).toEqual([
      expect.objectContaining({ streak: 1, points: 10 }),
      expect.objectContaining({ streak: 2, points: 10 }),
      expect.objectContaining({ streak: 3, points: 1010 }),
      expect.objectContaining({ streak: 1, points: 10 }),
    ]);
    expect(await pointsOf(m.id)).toBe(1040n);
  });

  it('when staff require a minimum deposit, then check-in waits for that KST day’s approved deposits', async () => {
    clock = lastSecondOfNov24;
    expect((await saveRules({ ...defaultAttendanceRules, minDeposit: 30_000 })).code).toBe(0);
    const m = await member();
    const staff = await staffActor(t.db);
    const deposit = async (amount: number) => {
      const reply = envelope<{ item: { id: number } }>(
        await sendCharge(t.app, m.cookie, { amount, depositorName: '홍길동' }),
      );
      expect(reply.code).toBe(0);
      expect((await t.app.services.payments.approveCharge(staff.actor, reply.data!.item.id)).kind).toBe(
        'approved',
      );
    };
    // Approved at 23:59:59 KST: counts for the 24th only.
    await deposit(50_000);

    clock = firstSecondOfNov25;
    m.cookie = await signIn(t.app, m);
    expect(envelope(await checkIn(m.cookie))).toMatchObject({
      code: promotionCode.depositRequired,
      data: { message: promotionText.depositRequired('30,000') },
    });
    expect((await statusOf(m.cookie)).data).toMatchObject({ depositToday: 0, rules: { minDeposit: 30_000 } });
    await deposit(20_000);
    expect(envelope(await checkIn(m.cookie)).code).toBe(promotionCode.depositRequired);
    await deposit(10_000);
    expect(envelope(await checkIn(m.cookie))).toMatchObject({ code: 0, data: { day: '2026-11-25' } });
    expect(await pointsOf(m.id)).toBe(100n);
  });

  it('when the month is malformed or the member is signed out, then nothing is read', async () => {
    clock = new Date();
    const m = await member();
    expect(
      envelope(await postJson(t.app, '/api/attendance/status', { month: '2026-13' }, { cookie: m.cookie }))
        .code,
    ).toBe(2);
    expect(envelope(await postJson(t.app, '/api/attendance/check', {})).code).toBe(99);
  });
});

describe('staff check-in rules', () => {
  it('when the rules are bad, then they are refused in Korean and the rules stay; a good save is audited', async () => {
    clock = new Date();
    const cases: [Record<string, unknown>, string][] = [
      [{ pointsPerDay: -1 }, staffPromotionsText.badPoints],
      [{ pointsPerDay: 1e15 }, staffPromotionsText.badPoints],
      [{ pointsPerDay: 1.5 }, staffPromotionsText.badPoints],
      [{ minDeposit: -5 }, staffPromotionsText.badMinDeposit],
      [{ minDeposit: 200_000_000 }, staffPromotionsText.badMinDeposit],
      [{ streakBonuses: [{ days: 1, points: 5 }] }, staffPromotionsText.badStreakDays],
      [
        {
          streakBonuses: [
            { days: 7, points: 5 },
            { days: 7, points: 6 },
          ],
        },
        staffPromotionsText.duplicateStreakDays,
      ],
    ];
    for (const [overrides, message] of cases) {
      expect(await saveRules({ ...defaultAttendanceRules, ...overrides })).toMatchObject({
        code: 2,
        data: { message },
      });
    }
    const token = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }), clock);
    expect(envelope(await postStaff(t.app, '/api/staff/attendance/rules', {}, token))).toEqual({
      code: 0,
      data: defaultAttendanceRules,
    });
    expect(
      envelope(await postStaff(t.app, '/api/staff/attendance/rules/save', defaultAttendanceRules, token))
        .code,
    ).toBe(3);

    const rules = {
      pointsPerDay: 50,
      streakBonuses: [
        { days: 30, points: 9 },
        { days: 10, points: 3 },
      ],
      minDeposit: 0,
    };
    expect((await saveRules(rules)).code).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['after'])
      .where('action', '=', 'attendance.rules')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({
      ...rules,
      streakBonuses: [rules.streakBonuses[1], rules.streakBonuses[0]],
    });
  });
});
