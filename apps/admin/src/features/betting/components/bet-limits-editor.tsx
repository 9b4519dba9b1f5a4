import type { BetLimits } from '@hanpan/core/betting/limits';
import { marketName } from '@hanpan/core/sports/markets';
import { SPORT_IDS } from '@hanpan/core/sports/sports';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SettingsFormActions } from '../../../components/settings-form-actions.tsx';
import { useSaveBetLimits } from '../api/save-bet-limits.ts';
import {
  type BetLimitsForm,
  type BetLimitsReading,
  bonusTierCount,
  describeLimitChanges,
  kindUnit,
  readBetLimitsForm,
  scalarGroups,
  toBetLimitsForm,
} from '../bet-limits-form.ts';
import { Check, FieldError } from './form-parts.tsx';
import { LeagueRulesFieldset, SportRulesFieldset } from './rule-tables.tsx';

/** 베팅 설정: every limit of spec section 3, checked in Korean, saved after a confirmation with a reason. */
export function BetLimitsEditor({
  limits,
  onSaved,
}: {
  limits: BetLimits;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState<BetLimitsForm>(() => toBetLimitsForm(limits));
  const [reading, setReading] = useState<BetLimitsReading | null>(null);
  const [pending, setPending] = useState<BetLimits | null>(null);
  const save = useSaveBetLimits();
  const errors = reading && !reading.ok ? reading.fieldErrors : {};

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const next = readBetLimitsForm(form, limits);
    setReading(next);
    if (!next.ok) return;
    if (describeLimitChanges(limits, next.limits).length === 0) {
      onSaved('바뀐 내용이 없습니다.');
      return;
    }
    setPending(next.limits);
  }

  const setScalar = (key: string, value: string) =>
    setForm({ ...form, scalars: { ...form.scalars, [key]: value } });
  const updateRow = <K extends 'sportRules' | 'leagueRules'>(
    list: K,
    index: number,
    change: Partial<BetLimitsForm[K][number]>,
  ) =>
    setForm({
      ...form,
      [list]: form[list].map((row, at) => (at === index ? { ...row, ...change } : row)),
    });
  const removeRow = (list: 'sportRules' | 'leagueRules', index: number) =>
    setForm({ ...form, [list]: form[list].filter((_, at) => at !== index) });
  const mainIds = form.mainGameList
    .split(/[\s,]+/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number);

  return (
    <>
      <form className="settings-form" onSubmit={submit} noValidate data-testid="bet-limits-form">
        <fieldset className="panel">
          <legend className="panel__title">사이트 베팅</legend>
          <Check
            name="isBettingOpen"
            checked={form.isBettingOpen}
            onChange={(checked) => setForm({ ...form, isBettingOpen: checked })}
          >
            베팅 허용 (끄면 모든 회원의 베팅이 거절됩니다)
          </Check>
          {!form.isBettingOpen && (
            <p className="form-notice" role="alert">
              저장하면 사이트 전체의 베팅이 중지됩니다.
            </p>
          )}
        </fieldset>
        {scalarGroups.map((group) => (
          <fieldset className="panel" key={group.title}>
            <legend className="panel__title">{group.title}</legend>
            <div className="form-grid">
              {group.fields.map((item) => {
                const id = `bet-limit-${item.key}`;
                const error = errors[item.key];
                return (
                  <div className="field" key={item.key}>
                    <label htmlFor={id}>{item.label}</label>
                    <div className="input-unit">
                      <input
                        id={id}
                        name={item.key}
                        className="input num"
                        inputMode={item.kind === 'won' ? 'numeric' : 'decimal'}
                        value={form.scalars[item.key] ?? ''}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) => setScalar(item.key, event.target.value)}
                      />
                      <span className="input-unit__unit">{kindUnit[item.kind]}</span>
                    </div>
                    <FieldError id={id} error={error} />
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        <fieldset className="panel">
          <legend className="panel__title">조합 규칙</legend>
          <Check
            name="isSingleAllowed"
            checked={form.isSingleAllowed}
            onChange={(checked) => setForm({ ...form, isSingleAllowed: checked })}
          >
            단폴더 베팅 허용
          </Check>
          <Check
            name="isSameFixtureAllowed"
            checked={form.isSameFixtureAllowed}
            onChange={(checked) => setForm({ ...form, isSameFixtureAllowed: checked })}
          >
            같은 경기의 서로 관련 없는 마켓 조합 허용
          </Check>
          <Check
            name="isCanNotCombine"
            checked={form.isCanNotCombine}
            onChange={(checked) => setForm({ ...form, isCanNotCombine: checked })}
          >
            메인 마켓과 스페셜 마켓 조합 금지
          </Check>
        </fieldset>
        <SportRulesFieldset
          rows={form.sportRules}
          errors={errors}
          update={(index, change) => updateRow('sportRules', index, change)}
          remove={(index) => removeRow('sportRules', index)}
          add={() =>
            setForm({
              ...form,
              sportRules: [
                ...form.sportRules,
                {
                  sportId: String(SPORT_IDS[0]),
                  cutoffMinutes: form.scalars.cutoffMinutes ?? '1',
                  inplayDelaySeconds: form.scalars.inplayDelaySeconds ?? '5',
                },
              ],
            })
          }
        />
        <LeagueRulesFieldset
          rows={form.leagueRules}
          errors={errors}
          update={(index, change) => updateRow('leagueRules', index, change)}
          remove={(index) => removeRow('leagueRules', index)}
          add={() =>
            setForm({
              ...form,
              leagueRules: [
                ...form.leagueRules,
                { leagueId: '', label: '', minFolderCount: '2', maxBetCash: '' },
              ],
            })
          }
        />
        <fieldset className="panel">
          <legend className="panel__title">폴더 보너스 배당</legend>
          <p className="muted small">
            보너스 적용 최저 배당을 넘는 선택 수에 따라 총 배당에 곱합니다. 빈칸은 보너스 없음 (1.00).
          </p>
          <div className="form-grid">
            {Array.from({ length: bonusTierCount }, (_, index) => {
              const id = `bet-bonus-${index}`;
              const error = errors[`bonus.${index}`];
              return (
                <div className="field" key={id}>
                  <label htmlFor={id}>{index + 2}폴더</label>
                  <div className="input-unit">
                    <input
                      id={id}
                      className="input num"
                      inputMode="decimal"
                      placeholder="1.00"
                      value={form.bonusRates[index] ?? ''}
                      aria-invalid={error ? true : undefined}
                      onChange={(event) =>
                        setForm({
                          ...form,
                          bonusRates: form.bonusRates.map((rate, at) =>
                            at === index ? event.target.value : rate,
                          ),
                        })
                      }
                    />
                    <span className="input-unit__unit">배</span>
                  </div>
                  <FieldError id={id} error={error} />
                </div>
              );
            })}
          </div>
        </fieldset>
        <fieldset className="panel">
          <legend className="panel__title">메인 마켓 목록</legend>
          <div className="field">
            <label htmlFor="bet-main-games">마켓 번호 (쉼표로 구분)</label>
            <input
              id="bet-main-games"
              className="input"
              value={form.mainGameList}
              aria-invalid={errors.mainGameList ? true : undefined}
              onChange={(event) => setForm({ ...form, mainGameList: event.target.value })}
            />
            <FieldError id="bet-main-games" error={errors.mainGameList} />
            <p className="muted small">{mainIds.map((id) => `${id} ${marketName(201, id)}`).join(' · ')}</p>
          </div>
        </fieldset>
        {reading && !reading.ok && (
          <p className="form-error" role="alert">
            {reading.formError ?? '입력 내용을 확인해 주세요.'}
          </p>
        )}
        <SettingsFormActions
          isSaving={save.isPending}
          onReset={() => {
            setForm(toBetLimitsForm(limits));
            setReading(null);
          }}
        />
      </form>
      {pending && (
        <ConfirmDialog
          title="베팅 설정 저장"
          testId="bet-limits-confirm"
          confirmLabel={pending.isBettingOpen ? '저장' : '베팅 중지하고 저장'}
          tone={pending.isBettingOpen ? 'primary' : 'danger'}
          reasonLabel="변경 사유"
          onConfirm={async (reason) => {
            await save.mutateAsync({ limits: pending, reason });
            onSaved('베팅 설정을 저장했습니다.');
          }}
          onClose={() => setPending(null)}
        >
          <p className="confirm-text">저장하면 회원의 베팅에 바로 적용됩니다.</p>
          <ul className="confirm-list">
            {describeLimitChanges(limits, pending).map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </>
  );
}
