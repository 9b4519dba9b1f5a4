import { formatWon } from '@hanpan/core/money/amount';
import { useAuthDialogStore } from '../../auth/index.ts';
import type { FormNotice } from '../hooks/use-minigame-bet-form.ts';

/** What a visitor sees in place of the stake: 로그인 and 회원가입, which open the auth dialog. */
export function GuestBetPrompt({ testId }: { testId?: string }) {
  const openDialog = useAuthDialogStore((state) => state.open);
  return (
    <div className="mg-betform__login" data-testid={testId}>
      <p>로그인 후 베팅할 수 있습니다.</p>
      <div className="mg-betform__login-actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={() => openDialog('login')}>
          로그인
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => openDialog('join')}>
          회원가입
        </button>
      </div>
    </div>
  );
}

type Figure = { label: string; value: string; testId?: string };

/** The form's three figures: the member's cash, the stake or odds row the form names, and the win row. */
export function BetFormFigures({ cash, middle, win }: { cash: number; middle: Figure; win: Figure }) {
  return (
    <dl className="mg-betform__figures">
      <div>
        <dt>보유금액</dt>
        <dd>{formatWon(cash)}원</dd>
      </div>
      <div>
        <dt>{middle.label}</dt>
        <dd data-testid={middle.testId}>{middle.value}</dd>
      </div>
      <div className="is-win">
        <dt>{win.label}</dt>
        <dd data-testid={win.testId}>{win.value}</dd>
      </div>
    </dl>
  );
}

/** The form's status line: the last answer, coloured by its tone, announced to screen readers. */
export function BetFormNotice({ notice, testId }: { notice: FormNotice | null; testId: string }) {
  return (
    <p
      className={`mg-betform__notice${notice ? ` is-${notice.tone}` : ''}`}
      role="status"
      data-testid={testId}
    >
      {notice?.text}
    </p>
  );
}
