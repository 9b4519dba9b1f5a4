import { formatWon } from '@hanpan/core/money/amount';
import { formatOdds } from '@hanpan/core/sports/odds';
import type { Ref } from 'react';
import { StakeInput } from '../../../components/stake-input.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { potentialWinOf } from '../bet-rules.ts';
import type { BetTarget, MinigameBetForm } from '../hooks/use-minigame-bet-form.ts';
import { formatRoundNumber } from '../minigame-format.ts';
import { BetFormFigures, BetFormNotice, GuestBetPrompt } from './bet-form-parts.tsx';

type BetFormProps = {
  form: MinigameBetForm;
  /** The current round of the game, null between rounds. */
  target: BetTarget | null;
  gameName: string;
  stakeRef?: Ref<HTMLInputElement>;
};

/** The lobby's bet form: the chosen pick and its odds, the stake, the potential win and 베팅하기. */
export function BetForm({ form, target, gameName, stakeRef }: BetFormProps) {
  const status = useUserStore((state) => state.status);
  const cash = useUserStore((state) => state.user?.cash ?? 0);
  const { chosen, stake, isSending, notice } = form;
  const odds = chosen ? (target?.oddsOf(chosen.pick) ?? chosen.odds) : null;
  const isOpen = target?.betState === 'open';
  return (
    <form
      className="mg-betform"
      aria-label="베팅하기"
      data-testid="minigame-bet-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <header className="mg-betform__head">
        <h3 className="mg-betform__title">베팅하기</h3>
        <span className="mg-betform__round">
          {gameName} {target ? formatRoundNumber(target.roundKey) : ''}
        </span>
      </header>
      {chosen && odds !== null ? (
        <div className="mg-betform__pick" data-testid="minigame-bet-pick">
          <span className="mg-betform__market">{chosen.marketName}</span>
          <b className="mg-betform__pick-name">{chosen.pickName}</b>
          <span className="mg-betform__odds">{formatOdds(odds)}</span>
          <button
            type="button"
            className="mg-betform__clear"
            aria-label="선택 취소"
            onClick={() => form.choose(chosen)}
          >
            ×
          </button>
        </div>
      ) : (
        <p className="mg-betform__hint">위 배당을 눌러 베팅할 항목을 선택해 주세요.</p>
      )}
      {status === 'guest' ? (
        <GuestBetPrompt testId="minigame-bet-login" />
      ) : (
        <>
          <StakeInput
            stake={stake}
            onSet={form.setStake}
            onAdd={form.addStake}
            cash={cash}
            testId="minigame-stake"
            inputRef={stakeRef}
          />
          <BetFormFigures
            cash={cash}
            middle={{ label: '배당', value: odds === null ? '-' : formatOdds(odds) }}
            win={{
              label: '예상 당첨금',
              value: `${formatWon(odds === null ? 0 : potentialWinOf(stake, odds))}원`,
              testId: 'minigame-potential-win',
            }}
          />
          <button
            type="submit"
            className="btn btn--primary mg-betform__submit"
            data-testid="minigame-bet-button"
            disabled={isSending || !isOpen}
            aria-busy={isSending}
          >
            {isSending ? '베팅 처리 중…' : isOpen ? '베팅하기' : '베팅 마감'}
          </button>
        </>
      )}
      <BetFormNotice notice={notice} testId="minigame-bet-notice" />
    </form>
  );
}
