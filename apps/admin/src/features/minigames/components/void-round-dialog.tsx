import type { StaffMinigameGame, StaffMinigameRound } from '@hanpan/core/api/staff-minigames';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useVoidMinigameRound } from '../api/minigame-markets.ts';

type VoidRoundDialogProps = {
  game: StaffMinigameGame;
  round: StaffMinigameRound;
  onClose: () => void;
  onDone: (message: string) => void;
};

/**
 * Confirms voiding a round (적특) with a reason: an open one (every bet refunded, the seed revealed) or a
 * drawn virtual event still playing (its result void, the bets not yet settled refunded).
 */
export function VoidRoundDialog({ game, round, onClose, onDone }: VoidRoundDialogProps) {
  const voidRound = useVoidMinigameRound();

  async function confirm(reason: string): Promise<void> {
    const reply = await voidRound.mutateAsync({ gameType: game.gameType, roundKey: round.roundKey, reason });
    onDone(reply.message);
  }

  return (
    <ConfirmDialog
      title="회차 취소(적특)"
      testId="minigame-void-dialog"
      confirmLabel="회차 취소"
      tone="danger"
      reasonLabel="취소 사유"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="confirm-text">
        <strong>
          {game.name} {round.roundKey}회차
        </strong>
      </p>
      {round.status === 'drawn' ? (
        <p className="confirm-text">
          이미 출발한 이벤트의 결과를 무효 처리합니다. 아직 정산되지 않은 베팅은 모두 환불되고, 이미 정산된
          베팅은 그대로 둡니다. 베팅 {round.betCount}건, {formatWonText(round.totalStake)}. 되돌릴 수
          없습니다.
        </p>
      ) : (
        <p className="confirm-text">
          이 회차를 추첨하지 않고 무효 처리합니다. 베팅 {round.betCount}건, {formatWonText(round.totalStake)}
          이 모두 환불되고 시드가 공개됩니다. 되돌릴 수 없습니다.
        </p>
      )}
    </ConfirmDialog>
  );
}
