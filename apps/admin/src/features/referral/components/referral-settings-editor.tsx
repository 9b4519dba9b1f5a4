import type { ReferralSettings } from '@hanpan/core/api/referral';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { SettingsFormActions } from '../../../components/settings-form-actions.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useSaveReferralSettings } from '../api/save-referral-settings.ts';
import { draftOf, readReferralDraft } from '../referral-settings-form.ts';

/** The referral settings form: the referral menu switch (isHeader) and the reward rule, then save. */
export function ReferralSettingsEditor({
  settings,
  onSaved,
}: {
  settings: ReferralSettings;
  onSaved: (message: string) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReferralSettings();
  const prefix = useId();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const next = readReferralDraft(draft);
    if (!next) return setError('보상 비율은 0~100%, 기간은 0~3650일, 한도는 0 이상의 정수로 입력해 주세요.');
    setError(null);
    try {
      await save.mutateAsync(next);
      onSaved('추천인 설정을 저장했습니다.');
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  const numberField = (key: 'ratePercent' | 'days' | 'capPerReferee', label: string, unit: string) => (
    <div className="field">
      <label htmlFor={`${prefix}-${key}`}>{label}</label>
      <div className="input-unit">
        <input
          id={`${prefix}-${key}`}
          name={key}
          className="input num"
          inputMode="decimal"
          value={draft[key]}
          onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        />
        <span className="input-unit__unit">{unit}</span>
      </div>
    </div>
  );

  return (
    <form
      className="panel form"
      onSubmit={(event) => void submit(event)}
      data-testid="referral-settings-form"
    >
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="isHeader"
          checked={draft.isHeader}
          onChange={(event) => setDraft({ ...draft, isHeader: event.target.checked })}
        />
        <span>
          <strong>추천인 메뉴 사용 (isHeader)</strong>
          <span className="muted small"> 켜면 회원 사이트에 추천인 메뉴와 추천인 페이지가 보입니다.</span>
        </span>
      </label>
      {numberField('ratePercent', '보상 비율 (추천 회원 충전 금액 기준, 포인트 지급)', '%')}
      {numberField('days', '보상 기간 (추천 회원 가입 후)', '일')}
      {numberField('capPerReferee', '추천 회원 1명당 보상 한도', 'P')}
      <FormError message={error} />
      <SettingsFormActions onReset={() => setDraft(draftOf(settings))} isSaving={save.isPending} />
    </form>
  );
}
