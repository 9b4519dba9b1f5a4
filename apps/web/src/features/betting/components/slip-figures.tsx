import type { SlipFigures as Figures } from '@hanpan/core/betting/odds-maths';
import { formatWon } from '@hanpan/core/money/amount';
import { formatOdds } from '@hanpan/core/sports/odds';

/** The slip's numbers: bonus odds (only above 1.00), total odds and the expected winnings. */
export function SlipFigures({ figures }: { figures: Figures }) {
  return (
    <dl className="slip-figures">
      {figures.bonusOdds > 100 && (
        <div className="slip-figures__row slip-figures__row--bonus">
          <dt>보너스 배당</dt>
          <dd data-testid="slip-bonus-odds">{formatOdds(figures.bonusOdds)}</dd>
        </div>
      )}
      <div className="slip-figures__row">
        <dt>총 배당</dt>
        <dd data-testid="slip-total-odds">{formatOdds(figures.totalOdds)}</dd>
      </div>
      <div className="slip-figures__row slip-figures__row--win">
        <dt>예상 당첨금</dt>
        <dd>
          <span data-testid="slip-expected-winnings">{formatWon(figures.expectedWinnings)}</span>원
        </dd>
      </div>
    </dl>
  );
}
