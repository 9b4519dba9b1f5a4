import type { AttendanceRules } from '@hanpan/core/api/promotions';
import { canStaff } from '@hanpan/core/staff-roles';
import { type FormEvent, useState } from 'react';
import { Flash } from '../../../components/flash.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useAttendanceRules, useSaveAttendanceRules } from '../api/attendance-rules.ts';
import '../promotions.css';

type Form = { pointsPerDay: string; minDeposit: string; bonuses: { days: string; points: string }[] };

const toForm = (rules: AttendanceRules): Form => ({
  pointsPerDay: String(rules.pointsPerDay),
  minDeposit: String(rules.minDeposit),
  bonuses: rules.streakBonuses.map((bonus) => ({ days: String(bonus.days), points: String(bonus.points) })),
});

// Blank or non-numeric fields become NaN, which the server refuses with its Korean message.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replaceAll(',', '')));

/** The rules editor: points per day, streak bonuses and the day's minimum deposit. */
function AttendanceRulesEditor({
  rules,
  canEdit,
  onSaved,
}: {
  rules: AttendanceRules;
  canEdit: boolean;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState<Form>(toForm(rules));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAttendanceRules();
  const setBonus = (index: number, patch: Partial<Form['bonuses'][number]>) =>
    setForm({
      ...form,
      bonuses: form.bonuses.map((bonus, i) => (i === index ? { ...bonus, ...patch } : bonus)),
    });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setError(null);
    try {
      const done = await save.mutateAsync({
        pointsPerDay: numberOf(form.pointsPerDay),
        minDeposit: numberOf(form.minDeposit),
        streakBonuses: form.bonuses.map((bonus) => ({
          days: numberOf(bonus.days),
          points: numberOf(bonus.points),
        })),
      });
      onSaved(done.message);
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <form
      className="panel"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="attendance-rules-form"
    >
      <fieldset className="form-grid" disabled={!canEdit}>
        <div className="field">
          <label htmlFor="attendance-points">매일 출석 포인트</label>
          <div className="input-unit">
            <input
              id="attendance-points"
              className="input num"
              inputMode="numeric"
              value={form.pointsPerDay}
              onChange={(e) => setForm({ ...form, pointsPerDay: e.target.value })}
            />
            <span className="input-unit__unit">P</span>
          </div>
        </div>
        <div className="field">
          <label htmlFor="attendance-deposit">출석 조건: 당일 최소 입금액 (0 = 조건 없음)</label>
          <div className="input-unit">
            <input
              id="attendance-deposit"
              className="input num"
              inputMode="numeric"
              value={form.minDeposit}
              onChange={(e) => setForm({ ...form, minDeposit: e.target.value })}
            />
            <span className="input-unit__unit">원</span>
          </div>
        </div>
        {form.bonuses.map((bonus, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id until saved
          <div className="field attendance-bonus" key={index}>
            <label htmlFor={`attendance-bonus-${index}`}>연속 출석 보너스 {index + 1}</label>
            <div className="input-unit">
              <input
                id={`attendance-bonus-${index}`}
                className="input input--sm num"
                inputMode="numeric"
                aria-label={`보너스 ${index + 1} 연속 일수`}
                value={bonus.days}
                onChange={(e) => setBonus(index, { days: e.target.value })}
              />
              <span className="input-unit__unit">일 연속</span>
              <input
                className="input input--sm num"
                inputMode="numeric"
                aria-label={`보너스 ${index + 1} 포인트`}
                value={bonus.points}
                onChange={(e) => setBonus(index, { points: e.target.value })}
              />
              <span className="input-unit__unit">P</span>
              <button
                type="button"
                className="btn btn--sm"
                onClick={() => setForm({ ...form, bonuses: form.bonuses.filter((_, i) => i !== index) })}
              >
                삭제
              </button>
            </div>
          </div>
        ))}
      </fieldset>
      <FormError message={error} />
      {canEdit && (
        <div className="form-actions">
          <button
            type="button"
            className="btn"
            onClick={() => setForm({ ...form, bonuses: [...form.bonuses, { days: '', points: '' }] })}
          >
            보너스 추가
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            저장
          </button>
        </div>
      )}
    </form>
  );
}

/** 출석체크 설정: the check-in rewards members see on /board/attendance. */
export function AttendanceRulesPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'promotions.view');
  const rules = useAttendanceRules(canView);
  const [flash, showFlash] = useFlash();
  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="출석체크 설정" />
      <Flash message={flash} />
      {rules.isPending && <LoadingState />}
      {rules.isError && <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />}
      {rules.data && (
        <AttendanceRulesEditor
          key={rules.dataUpdatedAt}
          rules={rules.data}
          canEdit={canStaff(me.role, 'promotions.manage')}
          onSaved={showFlash}
        />
      )}
    </>
  );
}
