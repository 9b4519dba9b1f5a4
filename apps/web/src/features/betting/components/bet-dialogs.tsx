import { betText } from '@hanpan/core/betting/bet-codes';
import { formatWon } from '@hanpan/core/money/amount';
import { formatOdds } from '@hanpan/core/sports/odds';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { YesNoButtons } from '../../../components/yes-no-buttons.tsx';
import { type BetSummary, useBetFlowStore } from '../stores/bet-flow-store.ts';
import '../slip.css';

/** The slip's popups: the confirm step and the in-play countdown (mounted once by the shell). */
export function BetDialogs() {
  const confirm = useBetFlowStore((state) => state.confirm);
  const countdown = useBetFlowStore((state) => state.countdown);
  const answer = useBetFlowStore((state) => state.answerConfirm);
  return (
    <>
      {confirm && <BetConfirmDialog summary={confirm.summary} onAnswer={answer} />}
      {countdown !== null && <InplayCountdownDialog seconds={countdown} />}
    </>
  );
}

/** Asks before money moves: folders, stake, total odds and expected winnings. Enter = 예, Esc = 아니오. */
function BetConfirmDialog({
  summary,
  onAnswer,
}: {
  summary: BetSummary;
  onAnswer: (isConfirmed: boolean) => void;
}) {
  return (
    <ModalDialog
      title="베팅 확인"
      testId="bet-confirm"
      role="alertdialog"
      closable={false}
      className="bet-confirm"
      onClose={() => onAnswer(false)}
    >
      <p className="bet-confirm__question">
        {summary.isInplay && <span className="slip-line__live">라이브</span>} {summary.folderCount}폴더{' '}
        {formatWon(summary.amount)}원을 베팅하시겠습니까?
      </p>
      <dl className="slip-figures bet-confirm__figures">
        {summary.bonusOdds > 100 && (
          <div className="slip-figures__row slip-figures__row--bonus">
            <dt>보너스 배당</dt>
            <dd>{formatOdds(summary.bonusOdds)}</dd>
          </div>
        )}
        <div className="slip-figures__row">
          <dt>총 배당</dt>
          <dd>{formatOdds(summary.totalOdds)}</dd>
        </div>
        <div className="slip-figures__row slip-figures__row--win">
          <dt>예상 당첨금</dt>
          <dd>{formatWon(summary.expectedWinnings)}원</dd>
        </div>
      </dl>
      <YesNoButtons onAnswer={onAnswer} />
    </ModalDialog>
  );
}

/**
 * The in-play delay's popup (spec section 4): counts down each second. It cannot be closed: the bet
 * is parked on the server and is confirmed when the count ends.
 */
function InplayCountdownDialog({ seconds }: { seconds: number }) {
  return (
    <ModalDialog
      title="라이브 베팅 대기"
      testId="bet-countdown"
      role="alertdialog"
      hideTitle
      closable={false}
      className="bet-countdown"
      onClose={() => {}}
    >
      <div className="bet-countdown__ring" aria-hidden="true">
        {seconds}
      </div>
      <p className="bet-countdown__text" aria-live="polite">
        {seconds > 0 ? betText.countdown(seconds) : '베팅을 처리하는 중입니다…'}
      </p>
    </ModalDialog>
  );
}
