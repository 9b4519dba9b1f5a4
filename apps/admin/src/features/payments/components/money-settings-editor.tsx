import type { MoneySettings } from '@hanpan/core/api/staff';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SettingsFormActions } from '../../../components/settings-form-actions.tsx';
import { useSaveMoneySettings } from '../api/save-money-settings.ts';
import {
  amountFields,
  bankFields,
  type MoneySettingsForm,
  type MoneySettingsReading,
  readMoneySettingsForm,
  toForm,
} from '../money-settings-form.ts';

type Changes = { label: string; before: string; after: string }[];

/** The fields whose value differs between the stored settings and the form. */
function listChanges(before: MoneySettingsForm, after: MoneySettingsForm): Changes {
  return [...amountFields, ...bankFields]
    .filter((field) => before[field.key].trim() !== after[field.key].trim())
    .map((field) => ({ label: field.label, before: before[field.key], after: after[field.key] }));
}

/** The money settings form: Korean validation per field, a confirmation listing the changes, then save. */
export function MoneySettingsEditor({
  settings,
  onSaved,
}: {
  settings: MoneySettings;
  onSaved: (message: string) => void;
}) {
  const stored = toForm(settings);
  const [form, setForm] = useState<MoneySettingsForm>(stored);
  const [reading, setReading] = useState<MoneySettingsReading | null>(null);
  const [pending, setPending] = useState<{ settings: MoneySettings; changes: Changes } | null>(null);
  const save = useSaveMoneySettings();
  const errors = reading && !reading.ok ? reading.fieldErrors : {};

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const next = readMoneySettingsForm(form);
    setReading(next);
    if (!next.ok) return;
    const normalised = toForm(next.settings);
    const changes = listChanges(stored, normalised);
    if (changes.length === 0) {
      onSaved('바뀐 내용이 없습니다.');
      return;
    }
    setPending({ settings: next.settings, changes });
  }

  const field = (key: keyof MoneySettingsForm, label: string, unit?: string) => {
    const id = `money-${key}`;
    const error = errors[key];
    return (
      <div className="field" key={key}>
        <label htmlFor={id}>{label}</label>
        <div className="input-unit">
          <input
            id={id}
            name={key}
            className={unit ? 'input num' : 'input'}
            inputMode={unit ? 'numeric' : 'text'}
            value={form[key]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
          {unit && <span className="input-unit__unit">{unit}</span>}
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <form className="settings-form" onSubmit={submit} noValidate data-testid="money-settings-form">
        <fieldset className="panel">
          <legend className="panel__title">충전 · 환전 · 전환 한도</legend>
          <div className="form-grid">
            {amountFields.map((item) => field(item.key, item.label, item.unit))}
          </div>
        </fieldset>
        <fieldset className="panel">
          <legend className="panel__title">충전 입금 계좌 (회원에게 표시)</legend>
          <div className="form-grid">{bankFields.map((item) => field(item.key, item.label))}</div>
        </fieldset>
        {reading && !reading.ok && (
          <p className="form-error" role="alert">
            {reading.formError ?? '입력 내용을 확인해 주세요.'}
          </p>
        )}
        <SettingsFormActions
          isSaving={save.isPending}
          onReset={() => {
            setForm(stored);
            setReading(null);
          }}
        />
      </form>
      {pending && (
        <ConfirmDialog
          title="머니 설정 저장"
          confirmLabel="저장"
          onConfirm={async () => {
            await save.mutateAsync(pending.settings);
            onSaved('머니 설정을 저장했습니다.');
          }}
          onClose={() => setPending(null)}
        >
          <table className="table table--compact">
            <thead>
              <tr>
                <th scope="col">항목</th>
                <th scope="col">변경 전</th>
                <th scope="col">변경 후</th>
              </tr>
            </thead>
            <tbody>
              {pending.changes.map((change) => (
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
