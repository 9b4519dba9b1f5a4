import type { MinigameMarketView } from '@hanpan/core/api/minigames';
import { formatOdds } from '@hanpan/core/sports/odds';
import type { CSSProperties } from 'react';
import { type RoundBetState, shortPickName } from '../bet-rules.ts';
import type { ChosenPick } from '../hooks/use-minigame-bet-form.ts';

type MarketBoardProps = {
  markets: readonly MinigameMarketView[];
  betState: RoundBetState;
  /** The pick chosen in the bet form, if any. */
  chosen: number | null;
  /** The picks the member already holds in the current round. */
  mine: ReadonlySet<number>;
  /** A pick was pressed; `byKeyboard` when Enter or Space pressed it (the form then takes focus). */
  onChoose: (pick: ChosenPick, byKeyboard: boolean) => void;
};

/** The game's markets as odds buttons, grouped by market; all disabled while the round takes no bets. */
export function MarketBoard({ markets, betState, chosen, mine, onChoose }: MarketBoardProps) {
  const isOpen = betState === 'open';
  return (
    <section
      className="mg-markets"
      aria-label="배당"
      data-testid="minigame-markets"
      data-bet-state={betState}
    >
      {!isOpen && (
        <p className="mg-markets__closed" role="status" data-testid="minigame-bet-closed">
          <b>베팅 마감</b>
          <span>{betState === 'none' ? '다음 회차를 준비하고 있습니다.' : '다음 회차에 베팅해 주세요.'}</span>
        </p>
      )}
      <div className="mg-markets__grid">
        {markets.map((market) => {
          const columns = market.picks.length <= 4 ? market.picks.length : 3;
          // Three picks or more take a phone's full width (CSS) so their names and odds fit.
          const isWide = market.picks.length >= 3;
          return (
            <div
              key={market.key}
              className={`mg-market${isWide ? ' mg-market--wide' : ''}`}
              role="group"
              aria-label={market.name}
            >
              <h3 className="mg-market__name">{market.name}</h3>
              <div className="mg-market__picks" style={{ '--mg-cols': columns } as CSSProperties}>
                {market.picks.map((pick) => {
                  const isMine = mine.has(pick.code);
                  return (
                    <button
                      key={pick.code}
                      type="button"
                      className={`mg-odds${isMine ? ' is-mine' : ''}`}
                      data-testid="minigame-odds"
                      data-pick={pick.code}
                      data-mine={isMine || undefined}
                      aria-pressed={chosen === pick.code}
                      aria-label={`${pick.name} 배당 ${formatOdds(pick.odds)}${isMine ? ' (베팅함)' : ''}`}
                      title={pick.name}
                      disabled={!isOpen}
                      onClick={(event) =>
                        onChoose(
                          { marketName: market.name, pickName: pick.name, pick: pick.code, odds: pick.odds },
                          event.detail === 0,
                        )
                      }
                    >
                      <span className="mg-odds__name">{shortPickName(market.name, pick.name)}</span>
                      <span className="mg-odds__value">{formatOdds(pick.odds)}</span>
                      {isMine && (
                        <span className="mg-odds__mine" aria-hidden="true">
                          베팅
                        </span>
                      )}
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
