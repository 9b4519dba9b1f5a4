import type { JoinSettings } from '@hanpan/core/api/staff-join-approval';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { SettingsFormActions } from '../../../components/settings-form-actions.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useSaveJoinSettings } from '../api/save-join-settings.ts';

/** The join settings form: 가입승인 on or off, then save. */
export function JoinSettingsEditor({
  settings,
  onSaved,
}: {
  settings: JoinSettings;
  onSaved: (message: string) => void;
}) {
  const [isRequired, setIsRequired] = useState(settings.requireJoinApproval);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveJoinSettings();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (isRequired === settings.requireJoinApproval) return onSaved('바뀐 내용이 없습니다.');
    setError(null);
    try {
      await save.mutateAsync({ requireJoinApproval: isRequired });
      onSaved(isRequired ? '가입승인을 켰습니다.' : '가입승인을 껐습니다.');
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <form className="panel form" onSubmit={(event) => void submit(event)} data-testid="join-settings-form">
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="requireJoinApproval"
          checked={isRequired}
          onChange={(event) => setIsRequired(event.target.checked)}
        />
        <span>
          <strong>가입승인 사용</strong>
          <span className="muted small">
            {' '}
            켜면 새 회원은 관리자가 &lsquo;가입 승인 대기&rsquo;에서 승인한 뒤에 로그인할 수 있습니다.
          </span>
        </span>
      </label>
      <FormError message={error} />
      <SettingsFormActions
        onReset={() => setIsRequired(settings.requireJoinApproval)}
        isSaving={save.isPending}
      />
    </form>
  );
}
