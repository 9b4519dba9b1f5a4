import { formatWon } from '@hanpan/core/money/amount';
import { formatOdds } from '@hanpan/core/sports/odds';
import { ModalDialog } from '../../../../components/modal-dialog.tsx';
import { YesNoButtons } from '../../../../components/yes-no-buttons.tsx';
import { formatRoundNumber } from '../../minigame-format.ts';
import type { SlipDraft } from '../place-virtual-slip.ts';

/** Asks before money moves: every pick with its odds and potential win, the stake each and the total. */
export function SlipConfirmDialog({
  draft,
  onAnswer,
}: {
  draft: SlipDraft;
  onAnswer: (isConfirmed: boolean) => void;
}) {
  return (
    <ModalDialog
      title="베팅 확인"
      testId="virtual-bet-confirm"
      role="alertdialog"
      closable={false}
      className="bet-confirm"
      onClose={() => onAnswer(false)}
    >
      <p className="bet-confirm__question">
        아래 {draft.lines.length}건에 각각 {formatWon(draft.stake)}원, 모두 {formatWon(draft.total)}원을
        베팅하시겠습니까?
      </p>
      <ul className="vg-confirm__lines">
        {draft.lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.gameName} {formatRoundNumber(line.roundKey)}
            </span>
            <b>{line.pickName}</b>
            <span>{formatOdds(line.odds)}</span>
            <span className="vg-confirm__win">{formatWon(line.potentialWin)}원</span>
          </li>
        ))}
      </ul>
      <YesNoButtons onAnswer={onAnswer} />
    </ModalDialog>
  );
}
