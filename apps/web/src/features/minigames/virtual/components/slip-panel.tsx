import { formatWon } from '@hanpan/core/money/amount';
import { formatOdds } from '@hanpan/core/sports/odds';
import { StakeInput } from '../../../../components/stake-input.tsx';
import { useUserStore } from '../../../../lib/user-store.ts';
import { potentialWinOf } from '../../bet-rules.ts';
import { BetFormFigures, BetFormNotice, GuestBetPrompt } from '../../components/bet-form-parts.tsx';
import { formatRoundNumber } from '../../minigame-format.ts';
import type { VirtualSlip } from '../hooks/use-virtual-slip.ts';

/** The slip: each pick a single bet at the one stake, the totals and 베팅하기 (confirm before money moves). */
export function SlipPanel({ slip, now, slipId }: { slip: VirtualSlip; now: number; slipId: string }) {
  const status = useUserStore((state) => state.status);
  const cash = useUserStore((state) => state.user?.cash ?? 0);
  const { lines, stake } = slip;
  const total = stake * lines.length;
  const maxWin = lines.reduce((sum, line) => sum + potentialWinOf(stake, line.odds), 0);
  return (
    <form
      id={slipId}
      className="vg-slip"
      aria-label="베팅 슬립"
      data-testid="virtual-slip"
      onSubmit={(event) => {
        event.preventDefault();
        void slip.submit();
      }}
    >
      <header className="vg-slip__head">
        <h3>베팅 슬립</h3>
        <span className="vg-slip__count">{lines.length}건 (단폴 각각)</span>
        {lines.length > 0 && (
          <button type="button" className="vg-slip__clear" onClick={slip.clear}>
            전체 삭제
          </button>
        )}
      </header>
      {lines.length === 0 ? (
        <p className="vg-slip__hint">배당을 눌러 베팅할 항목을 담아 주세요.</p>
      ) : (
        <ul className="vg-slip__lines">
          {lines.map((line) => {
            const isClosed = Date.parse(line.closeAt) <= now;
            const message = slip.lineMessages[line.id];
            return (
              <li
                key={line.id}
                className={`vg-slip__line${isClosed ? ' is-closed' : ''}`}
                data-testid="virtual-slip-line"
              >
                <span className="vg-slip__event">
                  {line.gameName} {formatRoundNumber(line.roundKey)}
                  {isClosed && <b className="vg-slip__closed"> 마감</b>}
                </span>
                <b className="vg-slip__pick">{line.pickName}</b>
                <span className="vg-slip__odds">{formatOdds(line.odds)}</span>
                <button
                  type="button"
                  className="vg-slip__remove"
                  aria-label={`${line.pickName} 삭제`}
                  onClick={() => slip.remove(line.id)}
                >
                  ×
                </button>
                {message && (
                  <p className="vg-slip__error" role="alert">
                    {message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {status === 'guest' ? (
        <GuestBetPrompt />
      ) : (
        <>
          <StakeInput
            stake={stake}
            onSet={slip.setStake}
            onAdd={slip.addStake}
            cash={cash}
            testId="virtual-stake"
          />
          <BetFormFigures
            cash={cash}
            middle={{ label: '총 베팅금액', value: `${formatWon(total)}원`, testId: 'virtual-slip-total' }}
            win={{ label: '최대 당첨금', value: `${formatWon(maxWin)}원`, testId: 'virtual-slip-win' }}
          />
          <button
            type="submit"
            className="btn btn--primary mg-betform__submit"
            data-testid="virtual-place-button"
            disabled={slip.isSending || lines.length === 0}
            aria-busy={slip.isSending}
          >
            {slip.isSending ? '베팅 처리 중…' : lines.length > 1 ? `${lines.length}건 베팅하기` : '베팅하기'}
          </button>
        </>
      )}
      <BetFormNotice notice={slip.notice} testId="virtual-slip-notice" />
    </form>
  );
}
