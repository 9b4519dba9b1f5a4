import type { MinigameLimits, StaffMinigameGame } from '@hanpan/core/api/staff-minigames';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StaffCallError } from '../../../lib/staff-client.ts';
import { useSaveMinigame } from '../api/minigames.ts';
import { type LimitsForm, limitFields, readLimitsForm, toLimitsForm } from '../market-form.ts';

type LimitsDialogProps = {
  game: StaffMinigameGame;
  limits: MinigameLimits;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Edits a game's five bet limits (saved with its other settings unchanged), with a required reason. */
export function LimitsDialog({ game, limits, onClose, onDone }: LimitsDialogProps) {
  const save = useSaveMinigame();
  const [form, setForm] = useState<LimitsForm>(() => toLimitsForm(limits));
  const idPrefix = useId();

  async function confirm(reason: string): Promise<void> {
    const reading = readLimitsForm(form);
    if (!reading.ok) throw new StaffCallError(2, reading.message);
    const { gameType, isEnabled, periodMinutes, closeSeconds, marginBp, lateVoidSeconds } = game;
    const settings = {
      isEnabled,
      periodMinutes,
      closeSeconds,
      marginBp,
      lateVoidSeconds,
      limits: reading.value,
    };
    const reply = await save.mutateAsync({ gameType, settings, reason });
    onDone(reply.message);
  }

  return (
    <ConfirmDialog
      title="베팅 한도 변경"
      testId="minigame-limits-dialog"
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
      {limitFields.map(({ key, label }) => (
        <div className="field" key={key}>
          <label htmlFor={`${idPrefix}-${key}`}>{label} (원)</label>
          <input
            id={`${idPrefix}-${key}`}
            name={key}
            className="input num"
            inputMode="numeric"
            value={form[key]}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        </div>
      ))}
      <p className="muted small">
        최대 베팅·당첨을 넘으면 코드 7, 같은 회차 합계가 회차 최대 베팅·당첨을 넘으면 코드 8로 거절됩니다.
      </p>
    </ConfirmDialog>
  );
}
