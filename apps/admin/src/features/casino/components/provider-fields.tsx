import { managedKeyNote } from '@hanpan/core/api/staff-casino';
import { useId } from 'react';
import { minSpinBounds, type ProviderForm } from '../provider-form.ts';

type ProviderFieldsProps = {
  form: ProviderForm;
  onForm: (form: ProviderForm) => void;
  /** The built-in provider's key: shown read-only with the note. */
  isKeyManaged: boolean;
};

/** The fields of a provider both dialogs (추가 and 설정) share: name, switch, key, addresses, protection rules. */
export function ProviderFields({ form, onForm, isKeyManaged }: ProviderFieldsProps) {
  const ids = {
    name: useId(),
    enabled: useId(),
    key: useId(),
    keyNote: useId(),
    launch: useId(),
    report: useId(),
    games: useId(),
    autoplay: useId(),
    spin: useId(),
    celebration: useId(),
  };
  const set = (change: Partial<ProviderForm>) => onForm({ ...form, ...change });
  return (
    <>
      <div className="field">
        <label htmlFor={ids.name}>게임사 이름</label>
        <input
          id={ids.name}
          className="input"
          maxLength={50}
          value={form.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </div>
      <div className="casino-check">
        <input
          id={ids.enabled}
          type="checkbox"
          checked={form.isEnabled}
          onChange={(event) => set({ isEnabled: event.target.checked })}
        />
        <label htmlFor={ids.enabled}>운영 (끄면 게임 실행과 베팅 요청이 모두 거절됩니다)</label>
      </div>
      <div className="field">
        <label htmlFor={ids.key}>게임사 공개키 (PEM, Ed25519 또는 RSA 2048비트 이상)</label>
        <textarea
          id={ids.key}
          className="input casino-key"
          rows={5}
          spellCheck={false}
          readOnly={isKeyManaged}
          aria-describedby={ids.keyNote}
          value={form.publicKey}
          onChange={(event) => set({ publicKey: event.target.value })}
        />
        <p id={ids.keyNote} className="muted small" data-testid="casino-key-note">
          {isKeyManaged
            ? `${managedKeyNote}. 시작할 때마다 내장 게임사가 직접 등록하므로 여기서 바꿀 수 없습니다.`
            : '게임사가 보내는 모든 지갑 요청의 서명을 이 키로 확인합니다. 교체 즉시 적용됩니다.'}
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.launch}>게임 실행 주소 (https, http는 localhost만)</label>
        <input
          id={ids.launch}
          className="input"
          value={form.launchUrl}
          onChange={(event) => set({ launchUrl: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.report}>거래 내역 주소 (정산 대사용)</label>
        <input
          id={ids.report}
          className="input"
          value={form.reportUrl}
          onChange={(event) => set({ reportUrl: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.games}>게임 목록 주소 (선택)</label>
        <input
          id={ids.games}
          className="input"
          value={form.gamesUrl}
          onChange={(event) => set({ gamesUrl: event.target.value })}
        />
      </div>
      <fieldset className="casino-rules">
        <legend>이용자 보호 규칙</legend>
        <div className="casino-check">
          <input
            id={ids.autoplay}
            type="checkbox"
            checked={form.noAutoplay}
            onChange={(event) => set({ noAutoplay: event.target.checked })}
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
            onChange={(event) => set({ minSpinMs: event.target.value })}
          />
        </div>
        <div className="casino-check">
          <input
            id={ids.celebration}
            type="checkbox"
            checked={form.noSmallWinCelebration}
            onChange={(event) => set({ noSmallWinCelebration: event.target.checked })}
          />
          <label htmlFor={ids.celebration}>베팅액 이하 당첨에 축하 연출 없음</label>
        </div>
      </fieldset>
    </>
  );
}
