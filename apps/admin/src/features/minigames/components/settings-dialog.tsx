import type { StaffMinigameGame } from '@hanpan/core/api/staff-minigames';
import { roundPeriods } from '@hanpan/core/minigames/schedule';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useSaveMinigame } from '../api/minigames.ts';
import {
  describeEvenOdds,
  type MinigameSettingsForm,
  readMinigameSettingsForm,
  toMinigameSettingsForm,
} from '../minigame-settings-form.ts';

type SettingsDialogProps = {
  game: StaffMinigameGame;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Edits a game's period, close seconds, margin and late-void limit, with a required reason. */
export function SettingsDialog({ game, onClose, onDone }: SettingsDialogProps) {
  const save = useSaveMinigame();
  const [form, setForm] = useState<MinigameSettingsForm>(() => toMinigameSettingsForm(game));
  const ids = { period: useId(), close: useId(), margin: useId(), lateVoid: useId() };
  const evenOdds = describeEvenOdds(form.marginPercent);
  const change = (key: keyof MinigameSettingsForm) => (value: string) => setForm({ ...form, [key]: value });

  async function confirm(reason: string): Promise<void> {
    const reading = readMinigameSettingsForm(form, game.isEnabled);
    if (!reading.ok) throw new StaffCallError(2, reading.message);
    const reply = await save.mutateAsync({ gameType: game.gameType, settings: reading.settings, reason });
    onDone(reply.message);
  }

  return (
    <ConfirmDialog
      title="게임 설정 변경"
      testId="minigame-settings-dialog"
      confirmLabel="저장"
      reasonLabel="변경 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>
          {game.lobbyName} · {game.name}
        </strong>
      </p>
      <div className="field">
        <label htmlFor={ids.period}>회차 주기</label>
        <select
          id={ids.period}
          name="periodMinutes"
          className="input"
          value={form.periodMinutes}
          disabled={game.isEnabled}
          onChange={(event) => change('periodMinutes')(event.target.value)}
        >
          {roundPeriods.map((period) => (
            <option key={period} value={String(period)}>
              {period}분
            </option>
          ))}
        </select>
        <p className="muted small">
          회차 번호는 KST 하루 단위로 매겨지므로, 주기는 게임을 끈 상태에서 오늘 회차가 없을 때만 바꿀 수
          있습니다{game.isEnabled ? ' (운영 중에는 바꿀 수 없습니다)' : ''}.
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.close}>베팅 마감 (추첨 몇 초 전)</label>
        <input
          id={ids.close}
          name="closeSeconds"
          className="input num"
          inputMode="numeric"
          value={form.closeSeconds}
          onChange={(event) => change('closeSeconds')(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.margin}>마진 (%)</label>
        <input
          id={ids.margin}
          name="marginPercent"
          className="input num"
          inputMode="decimal"
          value={form.marginPercent}
          onChange={(event) => change('marginPercent')(event.target.value)}
        />
        {evenOdds && <p className="muted small">확률 50% 선택지의 기본 배당: {evenOdds}</p>}
      </div>
      <div className="field">
        <label htmlFor={ids.lateVoid}>지연 무효 기준 (초, 비우면 무효 처리 안 함)</label>
        <input
          id={ids.lateVoid}
          name="lateVoidSeconds"
          className="input num"
          inputMode="numeric"
          value={form.lateVoidSeconds}
          onChange={(event) => change('lateVoidSeconds')(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
