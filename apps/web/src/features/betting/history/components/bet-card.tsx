import type { BetHistoryItem } from '@hanpan/core/api/bet-history';
import { formatWon } from '@hanpan/core/money/amount';
import { formatOdds } from '@hanpan/core/sports/odds';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { bonusText, isSettled } from '../bet-display.ts';
import { BetLegs } from './bet-legs.tsx';
import { BetStatusBadge } from './status-badges.tsx';

type BetCardProps = {
  bet: BetHistoryItem;
  /** Asks to hide this settled bet (the page confirms first). */
  onHide: (bet: BetHistoryItem) => void;
  isHiding: boolean;
};

/** The money line of a card: a label above its figure. */
function Figure({ label, value, tone }: { label: string; value: string; tone?: 'win' | 'muted' }) {
  return (
    <div className={`bet-figure${tone ? ` bet-figure--${tone}` : ''}`}>
      <dt className="bet-figure__label">{label}</dt>
      <dd className="bet-figure__value">{value}</dd>
    </div>
  );
}

/** One bet of the history: accepted time, number, status, legs, money and settlement. */
export function BetCard({ bet, onHide, isHiding }: BetCardProps) {
  const bonus = bonusText(bet);
  const settled = isSettled(bet);
  const payout = bet.payout === null || bet.status === 'open' ? null : bet.payout;
  // Void legs, halves and a recounted bonus change what the bet paid at; a loss pays at nothing.
  const oddsChangedBySettlement =
    settled && bet.settledOdds !== null && bet.settledOdds > 0 && bet.settledOdds !== bet.totalOdds;
  return (
    <article
      className={`bet-card bet-card--${bet.status}`}
      data-testid="bet-card"
      data-bet-id={bet.id}
      aria-labelledby={`bet-${bet.id}-title`}
    >
      <header className="bet-card__head">
        <h3 id={`bet-${bet.id}-title`} className="bet-card__title">
          <span className="bet-card__kind">{bet.kind === 'inplay' ? '라이브' : '스포츠'}</span>
          <span className="bet-card__no">베팅번호 {bet.id}</span>
        </h3>
        <span className="bet-card__time">
          <span className="bet-card__time-label">접수</span> {formatKstDateTime(bet.placedAt)}
        </span>
        <span className="bet-card__folders">{bet.legs.length}폴더</span>
        {bet.isResettled && (
          <span className="bet-card__resettled" title="경기 결과가 정정되어 다시 정산되었습니다">
            정정됨
          </span>
        )}
        <BetStatusBadge status={bet.status} />
      </header>
      <BetLegs legs={bet.legs} />
      <footer className="bet-card__foot">
        <dl className="bet-card__figures">
          <Figure label="베팅금액" value={`${formatWon(bet.stake)}원`} />
          <Figure
            label={bonus ? `총 배당 (보너스 ${bonus})` : '총 배당'}
            value={
              oddsChangedBySettlement
                ? `${formatOdds(bet.totalOdds)} → ${formatOdds(bet.settledOdds as number)}`
                : formatOdds(bet.totalOdds)
            }
          />
          <Figure label="예상 당첨금" value={`${formatWon(bet.potentialPayout)}원`} />
          <Figure
            label="당첨금"
            value={payout === null ? '-' : `${formatWon(payout)}원`}
            tone={payout === null || payout === 0 ? 'muted' : payout > bet.stake ? 'win' : undefined}
          />
          <Figure label="정산일시" value={settled ? formatKstDateTime(bet.settledAt) : '-'} />
        </dl>
        {settled && (
          <button
            type="button"
            className="btn btn--ghost btn--sm bet-card__hide"
            onClick={() => onHide(bet)}
            disabled={isHiding}
            aria-label={`베팅번호 ${bet.id} 내역 숨기기`}
          >
            숨기기
          </button>
        )}
      </footer>
    </article>
  );
}
