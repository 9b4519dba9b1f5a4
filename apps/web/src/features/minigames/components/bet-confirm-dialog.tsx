import { formatWon } from '@hanpan/core/money/amount';
import { formatOdds } from '@hanpan/core/sports/odds';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { YesNoButtons } from '../../../components/yes-no-buttons.tsx';
import { formatRoundNumber } from '../minigame-format.ts';
import type { MinigameBetDraft } from '../place-minigame-bet.ts';

/** Asks before money moves: game, round, pick, odds, stake and potential win. Enter = 예, Esc = 아니오. */
export function BetConfirmDialog({
  draft,
  onAnswer,
}: {
  draft: MinigameBetDraft;
  onAnswer: (isConfirmed: boolean) => void;
}) {
  return (
    <ModalDialog
      title="베팅 확인"
      testId="minigame-bet-confirm"
      role="alertdialog"
      closable={false}
      className="bet-confirm"
      onClose={() => onAnswer(false)}
    >
      <p className="bet-confirm__question">
        {draft.gameName} {formatRoundNumber(draft.roundKey)} <b>{draft.pickName}</b>에{' '}
        {formatWon(draft.stake)}원을 베팅하시겠습니까?
      </p>
      <dl className="slip-figures bet-confirm__figures">
        <div className="slip-figures__row">
          <dt>마켓</dt>
          <dd>{draft.marketName}</dd>
        </div>
        <div className="slip-figures__row">
          <dt>배당</dt>
          <dd>{formatOdds(draft.odds)}</dd>
        </div>
        <div className="slip-figures__row slip-figures__row--win">
          <dt>예상 당첨금</dt>
          <dd>{formatWon(draft.potentialWin)}원</dd>
        </div>
      </dl>
      <YesNoButtons onAnswer={onAnswer} />
    </ModalDialog>
  );
}
