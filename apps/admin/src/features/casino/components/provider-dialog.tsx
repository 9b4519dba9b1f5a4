import type { StaffCasinoProviderView } from '@hanpan/core/api/staff-casino';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useSaveCasinoProvider } from '../api/save-provider.ts';
import { minSpinBounds, type ProviderForm, readProviderForm, toProviderForm } from '../provider-form.ts';

type ProviderDialogProps = {
  provider: StaffCasinoProviderView;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Edits a provider's switch, public key, launch URL and play rules, saved with a required reason. */
export function ProviderDialog({ provider, onClose, onDone }: ProviderDialogProps) {
  const save = useSaveCasinoProvider();
  const [form, setForm] = useState<ProviderForm>(() => toProviderForm(provider));
  const ids = {
    enabled: useId(),
    key: useId(),
    launch: useId(),
    autoplay: useId(),
    spin: useId(),
    celebration: useId(),
  };

  async function confirm(reason: string): Promise<void> {
    const reading = readProviderForm(provider.id, form, reason);
    if (!reading.ok) throw new StaffCallError(2, reading.message);
    const reply = await save.mutateAsync(reading.body);
    onDone(reply.message);
  }

  return (
    <ConfirmDialog
      title="게임사 설정"
      testId="casino-provider-dialog"
      confirmLabel="저장"
      reasonLabel="변경 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>{provider.name}</strong> <span className="muted small">{provider.code}</span>
      </p>
      <div className="casino-check">
        <input
          id={ids.enabled}
          type="checkbox"
          checked={form.isEnabled}
          onChange={(event) => setForm({ ...form, isEnabled: event.target.checked })}
        />
        <label htmlFor={ids.enabled}>운영 (끄면 게임 실행과 베팅 요청이 모두 거절됩니다)</label>
      </div>
      <div className="field">
        <label htmlFor={ids.key}>게임사 공개키 (PEM, Ed25519 또는 RSA)</label>
        <textarea
          id={ids.key}
          className="input casino-key"
          rows={5}
          spellCheck={false}
          value={form.publicKey}
          onChange={(event) => setForm({ ...form, publicKey: event.target.value })}
        />
        <p className="muted small">
          게임사가 보내는 모든 지갑 요청의 서명을 이 키로 확인합니다. 교체 즉시 적용됩니다.
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.launch}>게임 실행 주소</label>
        <input
          id={ids.launch}
          className="input"
          value={form.launchUrl}
          onChange={(event) => setForm({ ...form, launchUrl: event.target.value })}
        />
      </div>
      <fieldset className="casino-rules">
        <legend>이용자 보호 규칙</legend>
        <div className="casino-check">
          <input
            id={ids.autoplay}
            type="checkbox"
            checked={form.noAutoplay}
            onChange={(event) => setForm({ ...form, noAutoplay: event.target.checked })}
          />
          <label htmlFor={ids.autoplay}>자동 플레이 금지</label>
        </div>
        <div className="field">
          <label htmlFor={ids.spin}>
            슬롯 최소 회전 시간 (ms, {minSpinBounds.min.toLocaleString('ko-KR')}~
            {minSpinBounds.max.toLocaleString('ko-KR')})
          </label>
          <input
            id={ids.spin}
            className="input num"
            inputMode="numeric"
            value={form.minSpinMs}
            onChange={(event) => setForm({ ...form, minSpinMs: event.target.value })}
          />
        </div>
        <div className="casino-check">
          <input
            id={ids.celebration}
            type="checkbox"
            checked={form.noSmallWinCelebration}
            onChange={(event) => setForm({ ...form, noSmallWinCelebration: event.target.checked })}
          />
          <label htmlFor={ids.celebration}>베팅액 이하 당첨에 축하 연출 없음</label>
        </div>
      </fieldset>
    </ConfirmDialog>
  );
}
