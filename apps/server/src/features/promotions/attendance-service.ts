import type { ApiReply } from '@hanpan/core/api/envelope';
import {
  type AttendanceCheckResult,
  type AttendanceRules,
  type AttendanceStatus,
  promotionCode,
  promotionText,
} from '@hanpan/core/api/promotions';
import { staffPromotionsAuditAction, staffPromotionsText } from '@hanpan/core/api/staff-promotions';
import { formatWon } from '@hanpan/core/money/amount';
import { kstDateOf, kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import type { NotifyUserContextChanged } from '../auth/index.ts';
import { recordStaffAction } from '../staff/index.ts';
import { getMemberAccounts, memberAccount, moneyStep, systemSide } from '../wallet/index.ts';
import {
  attachAttendanceTx,
  findStreakOn,
  insertAttendance,
  listAttendanceDays,
  readAttendanceRules,
  sumApprovedDeposits,
  writeAttendanceRules,
} from './attendance-repository.ts';
import type { StaffPromotionOutcome } from './coupon-service.ts';

/** Daily check-in (출석체크): the member's month and check-in; the staff's rules. */
export type AttendanceService = {
  status(memberId: number, month: string | null): Promise<AttendanceStatus>;
  checkIn(memberId: number): Promise<ApiReply<AttendanceCheckResult | { message: string }>>;
  readRules(): Promise<AttendanceRules>;
  saveRules(actor: StaffActor, rules: AttendanceRules): Promise<StaffPromotionOutcome>;
};

/** What the attendance service is built from. */
export type AttendanceDeps = { db: Db; now: () => Date; notifyUserContextChanged: NotifyUserContextChanged };

/** Points paid for a check-in that makes a streak of `streak` days. */
export function attendancePointsFor(rules: AttendanceRules, streak: number): number {
  const bonus = rules.streakBonuses.find((item) => item.days === streak)?.points ?? 0;
  return rules.pointsPerDay + bonus;
}

/** The first day of the month after 'YYYY-MM'. */
const nextMonthStart = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 10);
};

/** Ends the check-in transaction without a trace. */
class AlreadyCheckedIn extends Error {}

/** Builds the attendance service. */
export function createAttendanceService({
  db,
  now,
  notifyUserContextChanged,
}: AttendanceDeps): AttendanceService {
  /** Won of approved deposits in the KST day `day`. */
  const depositsOn = (memberId: number, day: string) =>
    sumApprovedDeposits(db, memberId, kstDayStart(day), kstDayStart(kstDayPlus(day, 1)));

  return {
    async status(memberId, month) {
      const today = kstDateOf(now());
      const shown = month ?? today.slice(0, 7);
      const [days, rules, todayStreak, yesterdayStreak, depositToday] = await Promise.all([
        listAttendanceDays(db, memberId, `${shown}-01`, nextMonthStart(shown)),
        readAttendanceRules(db),
        findStreakOn(db, memberId, today),
        findStreakOn(db, memberId, kstDayPlus(today, -1)),
        depositsOn(memberId, today),
      ]);
      return {
        today,
        month: shown,
        days,
        isCheckedInToday: todayStreak !== null,
        streak: todayStreak ?? yesterdayStreak ?? 0,
        rules,
        depositToday: Number(depositToday),
      };
    },

    async checkIn(memberId) {
      const at = now();
      const day = kstDateOf(at);
      const rules = await readAttendanceRules(db);
      if (rules.minDeposit > 0 && (await depositsOn(memberId, day)) < BigInt(rules.minDeposit)) {
        return {
          code: promotionCode.depositRequired,
          data: { message: promotionText.depositRequired(formatWon(rules.minDeposit)) },
        };
      }
      try {
        const result = await db.transaction().execute(async (trx) => {
          const streak = ((await findStreakOn(trx, memberId, kstDayPlus(day, -1))) ?? 0) + 1;
          const points = BigInt(attendancePointsFor(rules, streak));
          // The (member, day) primary key lets one check-in a day through, however many race.
          if (!(await insertAttendance(trx, { memberId, day, streak, points, now: at })))
            throw new AlreadyCheckedIn();
          if (points > 0n) {
            const { point } = await getMemberAccounts(trx, memberId);
            const moved = await moneyStep(db).move(trx, {
              why: 'attendance',
              amount: points,
              from: systemSide('attendance', memberId),
              to: memberAccount(point),
              key: `attendance:${memberId}:${day}`,
              reference: `attendance:${memberId}:${day}`,
            });
            await attachAttendanceTx(trx, memberId, day, moved.txId);
          }
          return { streak, points };
        });
        await notifyUserContextChanged(memberId);
        return {
          code: promotionCode.ok,
          data: {
            message: promotionText.checkedIn(formatWon(result.points)),
            day,
            streak: result.streak,
            points: Number(result.points),
          },
        };
      } catch (error) {
        if (error instanceof AlreadyCheckedIn) {
          return { code: promotionCode.alreadyCheckedIn, data: { message: promotionText.alreadyCheckedIn } };
        }
        throw error;
      }
    },

    readRules: () => readAttendanceRules(db),

    saveRules: (actor, rules) =>
      db.transaction().execute(async (trx) => {
        const before = await readAttendanceRules(trx);
        const sorted = { ...rules, streakBonuses: [...rules.streakBonuses].sort((a, b) => a.days - b.days) };
        await writeAttendanceRules(trx, sorted);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffPromotionsAuditAction.saveAttendanceRules,
          targetType: 'setting',
          targetId: 'attendanceRules',
          before,
          after: sorted,
          ip: actor.ip,
        });
        return { kind: 'ok', message: staffPromotionsText.rulesSaved } as const;
      }),
  };
}
