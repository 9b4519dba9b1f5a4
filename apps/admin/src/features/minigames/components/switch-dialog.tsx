import type { StaffMinigameGame } from '@hanpan/core/api/staff-minigames';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSaveMinigame } from '../api/minigames.ts';

type SwitchDialogProps = {
  game: StaffMinigameGame;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Confirms switching a game on or off, with a required reason. */
export function SwitchDialog({ game, onClose, onDone }: SwitchDialogProps) {
  const save = useSaveMinigame();
  const isTurningOff = game.isEnabled;

  async function confirm(reason: string): Promise<void> {
    const { gameType, periodMinutes, closeSeconds, marginBp, lateVoidSeconds } = game;
    const settings = { isEnabled: !isTurningOff, periodMinutes, closeSeconds, marginBp, lateVoidSeconds };
    const reply = await save.mutateAsync({ gameType, settings, reason });
    onDone(reply.message);
  }

  return (
    <ConfirmDialog
      title={isTurningOff ? '게임 중지' : '게임 재개'}
      testId="minigame-switch-dialog"
      confirmLabel={isTurningOff ? '중지' : '재개'}
      tone={isTurningOff ? 'danger' : 'primary'}
      reasonLabel="변경 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>
          {game.lobbyName} · {game.name}
        </strong>
      </p>
      <p className="confirm-text">
        {isTurningOff
          ? '새 회차가 더 이상 만들어지지 않습니다. 진행 중인 회차는 예정대로 추첨됩니다.'
          : '다음 엔진 주기부터 현재 회차로 다시 시작합니다.'}
      </p>
    </ConfirmDialog>
  );
}
