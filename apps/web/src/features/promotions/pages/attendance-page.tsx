import type { AttendanceStatus } from '@hanpan/core/api/promotions';
import { formatWon } from '@hanpan/core/money/amount';
import { kstNote, kstWeekdayText } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { LoginRequired } from '../../auth/index.ts';
import { useAttendanceStatus, useCheckIn } from '../api/attendance.ts';
import { monthPlus, monthWeeks } from '../attendance-calendar.ts';
import '../../promotions/promotions.css';

/** The rewards staff set, and the deposit the day needs when they require one. */
function AttendanceRulesNote({ status }: { status: AttendanceStatus }) {
  const { rules } = status;
  return (
    <div className="promo-card" data-testid="attendance-rules">
      <h2 className="promo-card__title">출석 보상</h2>
      <ul className="attendance-rules">
        <li>매일 출석 시 {formatWon(rules.pointsPerDay)}P 지급</li>
        {rules.streakBonuses.map((bonus) => (
          <li key={bonus.days}>
            {bonus.days}일 연속 출석 시 {formatWon(bonus.points)}P 추가 지급
          </li>
        ))}
        {rules.minDeposit > 0 && (
          <li className="attendance-rules__deposit" data-testid="attendance-deposit-rule">
            당일(한국 시간) {formatWon(rules.minDeposit)}원 이상 입금 후 출석체크할 수 있습니다. (오늘 입금{' '}
            {formatWon(status.depositToday)}원)
          </li>
        )}
      </ul>
    </div>
  );
}

/** The month grid, Sunday first, each checked-in day marked. */
function AttendanceCalendar({ status }: { status: AttendanceStatus }) {
  const checked = new Set(status.days);
  return (
    <table
      className="attendance-calendar"
      aria-label={`${status.month} 출석 달력`}
      data-testid="attendance-calendar"
    >
      <thead>
        <tr>
          {kstWeekdayText.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(status.month).map((week) => (
          <tr key={week.find((cell) => cell)?.date}>
            {week.map((cell, index) =>
              cell ? (
                <td
                  key={cell.date}
                  className="attendance-calendar__day"
                  data-date={cell.date}
                  data-checked={checked.has(cell.date) || undefined}
                  aria-current={cell.date === status.today ? 'date' : undefined}
                >
                  <span className="attendance-calendar__number">{cell.day}</span>
                  {checked.has(cell.date) && <span className="attendance-calendar__stamp">출석</span>}
                </td>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: blanks have no identity but their place in the week
                <td key={`blank-${index}`} className="attendance-calendar__blank" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The check-in of today, the streak and the month shown. */
function AttendanceBoard() {
  const [month, setMonth] = useState<string | null>(null);
  const { data, isPending, isError, refetch } = useAttendanceStatus(month);
  const checkIn = useCheckIn();
  if (isPending) return <SkeletonLines count={6} label="출석 현황을 불러오는 중" />;
  if (isError)
    return <ErrorState message="출석 현황을 불러오지 못했습니다." onRetry={() => void refetch()} />;

  async function press(): Promise<void> {
    try {
      const reply = await checkIn.mutateAsync();
      if (reply.code === 99) return;
      await showAlert({ message: replyMessage(reply) ?? '출석체크를 하지 못했습니다.' });
    } catch (error) {
      if (!isHandledByClient(error))
        await showAlert({ message: `출석체크를 하지 못했습니다. ${describeError(error)}` });
    }
  }

  const thisMonth = data.today.slice(0, 7);
  return (
    <>
      <div className="promo-card attendance-head">
        <p className="attendance-head__streak" data-testid="attendance-streak">
          연속 출석 <strong>{data.streak}</strong>일
        </p>
        <button
          type="button"
          className="btn btn--primary"
          data-testid="attendance-check"
          disabled={data.isCheckedInToday || checkIn.isPending}
          onClick={() => void press()}
        >
          {data.isCheckedInToday ? '오늘 출석 완료' : '출석체크'}
        </button>
        <p className="promo-card__note">날짜는 {kstNote} 기준입니다.</p>
      </div>
      <AttendanceRulesNote status={data} />
      <div className="promo-card">
        <div className="attendance-month">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => setMonth(monthPlus(data.month, -1))}
            aria-label="이전 달"
          >
            ‹
          </button>
          <h2 className="promo-card__title" data-testid="attendance-month">
            {data.month.replace('-', '년 ')}월
          </h2>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={data.month >= thisMonth}
            onClick={() => setMonth(monthPlus(data.month, 1))}
            aria-label="다음 달"
          >
            ›
          </button>
        </div>
        <AttendanceCalendar status={data} />
      </div>
    </>
  );
}

/** /board/attendance (members only): 출석체크 once per KST day, the month's calendar and the rewards. */
export function AttendancePage() {
  return (
    <PageFrame title="출석체크">
      <LoginRequired>
        <AttendanceBoard />
      </LoginRequired>
    </PageFrame>
  );
}
