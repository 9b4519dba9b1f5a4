import type { SportsSettings } from '@hanpan/core/api/staff-sports';
import { sportName } from '@hanpan/core/sports/sports';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SettingsFormActions } from '../../../components/settings-form-actions.tsx';
import { ErrorState, LoadingState } from '../../../components/states.tsx';
import { useSportsSettings } from '../api/get-sports-settings.ts';
import { useSaveSportsSettings } from '../api/save-sports-settings.ts';
import {
  describeSettingsChanges,
  type LineFilterForm,
  lineBoundKeys,
  readSportsSettingsForm,
  type SportsSettingsForm,
  toSportsSettingsForm,
} from '../sports-settings-form.ts';

const boundLabels: Record<(typeof lineBoundKeys)[number], string> = {
  handicapMin: '핸디캡 최소 (절댓값)',
  handicapMax: '핸디캡 최대 (절댓값)',
  totalMin: '언더오버 최소',
  totalMax: '언더오버 최대',
};

/** 배당 설정: the margin, quarter lines and per-sport line filters, saved with a confirmation and a reason. */
export function OddsSettingsTab({ onSaved }: { onSaved: (message: string) => void }) {
  const settings = useSportsSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  return <OddsSettingsEditor key={settings.dataUpdatedAt} settings={settings.data} onSaved={onSaved} />;
}

function OddsSettingsEditor({
  settings,
  onSaved,
}: {
  settings: SportsSettings;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState<SportsSettingsForm>(() => toSportsSettingsForm(settings));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<SportsSettings | null>(null);
  const save = useSaveSportsSettings();
  const marginId = useId();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const reading = readSportsSettingsForm(form);
    if (!reading.ok) {
      setError(reading.message);
      return;
    }
    setError(null);
    if (describeSettingsChanges(settings, reading.settings, sportName).length === 0) {
      onSaved('바뀐 내용이 없습니다.');
      return;
    }
    setPending(reading.settings);
  }

  const setFilter = (sportId: number, key: keyof LineFilterForm, value: string) =>
    setForm({
      ...form,
      lineFilters: form.lineFilters.map((row) => (row.sportId === sportId ? { ...row, [key]: value } : row)),
    });

  return (
    <>
      <form className="settings-form" onSubmit={submit} noValidate data-testid="sports-settings-form">
        <fieldset className="panel">
          <legend className="panel__title">배당 마진</legend>
          <label className="sports-check">
            <input
              type="checkbox"
              checked={form.isMarginOn}
              onChange={(event) => setForm({ ...form, isMarginOn: event.target.checked })}
            />
            모든 배당을 지정한 마진으로 다시 계산 (끄면 피드 배당 그대로)
          </label>
          <div className="field">
            <label htmlFor={marginId}>마진</label>
            <div className="input-unit">
              <input
                id={marginId}
                name="marginPercent"
                className="input num"
                inputMode="decimal"
                disabled={!form.isMarginOn}
                value={form.marginPercent}
                onChange={(event) => setForm({ ...form, marginPercent: event.target.value })}
              />
              <span className="input-unit__unit">%</span>
            </div>
            <p className="muted small">
              0~20%, 0.01% 단위. 수동 배당이 있는 선택지는 수동 배당이 우선합니다.
            </p>
          </div>
        </fieldset>
        <fieldset className="panel">
          <legend className="panel__title">기준점</legend>
          <label className="sports-check">
            <input
              type="checkbox"
              name="hideQuarterLines"
              checked={form.hideQuarterLines}
              onChange={(event) => setForm({ ...form, hideQuarterLines: event.target.checked })}
            />
            쿼터 기준점(.25 / .75) 숨기기
          </label>
          <p className="muted small">
            종목별 기준점 범위 밖의 핸디캡·언더오버 기준점은 회원에게 보이지 않습니다. 빈칸은 제한 없음.
          </p>
          <div className="table-wrap">
            <table className="table table--compact table--cards" data-testid="line-filters">
              <thead>
                <tr>
                  <th scope="col">종목</th>
                  {lineBoundKeys.map((key) => (
                    <th scope="col" key={key}>
                      {boundLabels[key]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {form.lineFilters.map((row) => (
                  <tr key={row.sportId}>
                    <td data-label="종목" className="strong">
                      {sportName(row.sportId)}
                    </td>
                    {lineBoundKeys.map((key) => (
                      <td data-label={boundLabels[key]} key={key}>
                        <input
                          className="input input--sm num sports-line-input"
                          inputMode="decimal"
                          aria-label={`${sportName(row.sportId)} ${boundLabels[key]}`}
                          value={row[key]}
                          placeholder="-"
                          onChange={(event) => setFilter(row.sportId, key, event.target.value)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </fieldset>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <SettingsFormActions
          isSaving={save.isPending}
          onReset={() => {
            setForm(toSportsSettingsForm(settings));
            setError(null);
          }}
        />
      </form>
      {pending && (
        <ConfirmDialog
          title="배당 설정 저장"
          testId="sports-settings-confirm"
          confirmLabel="저장"
          reasonLabel="변경 사유"
          onConfirm={async (reason) => {
            await save.mutateAsync({ ...pending, reason });
            onSaved('배당 설정을 저장했습니다.');
          }}
          onClose={() => setPending(null)}
        >
          <p className="confirm-text">저장하면 회원 화면의 배당과 기준점이 바로 바뀝니다.</p>
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">항목</th>
                <th scope="col">변경 전</th>
                <th scope="col">변경 후</th>
              </tr>
            </thead>
            <tbody>
              {describeSettingsChanges(settings, pending, sportName).map((change) => (
                <tr key={change.label}>
                  <td>{change.label}</td>
                  <td className="muted">{change.before}</td>
                  <td className="strong">{change.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ConfirmDialog>
      )}
    </>
  );
}
