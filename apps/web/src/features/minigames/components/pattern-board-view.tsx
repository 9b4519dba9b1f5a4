import type { MinigameRoundView } from '@hanpan/core/api/minigames';
import type { FamilyId } from '@hanpan/core/minigames/markets';
import { useState } from 'react';
import { patternMarketsOf } from '../family-views.ts';
import { buildPatternColumns, patternRows, runLengths } from '../pattern-board.ts';

type PatternBoardViewProps = { family: FamilyId; rounds: readonly MinigameRoundView[] };

/** The pattern board of the recent rounds for a chosen market (홀짝, 좌우 ...), oldest column first. */
export function PatternBoardView({ family, rounds }: PatternBoardViewProps) {
  const markets = patternMarketsOf(family);
  const [marketKey, setMarketKey] = useState(markets[0]?.key ?? '');
  const market = markets.find((entry) => entry.key === marketKey) ?? markets[0];
  if (!market) return null;
  const oldestFirst = [...rounds].reverse().map((round) => ({
    roundKey: round.roundKey,
    mark: round.status === 'drawn' ? market.markOf(round.summary) : null,
  }));
  const columns = buildPatternColumns(oldestFirst);
  const longest = Math.max(0, ...runLengths(columns));
  return (
    <section className="mg-pattern" aria-label="패턴">
      <div className="mg-pattern__head">
        <div className="filter-tabs" role="group" aria-label="패턴 종류">
          {markets.map((entry) => (
            <button
              key={entry.key}
              type="button"
              className="filter-tab"
              aria-pressed={entry.key === market.key}
              onClick={() => setMarketKey(entry.key)}
            >
              {entry.name}
            </button>
          ))}
        </div>
        <span className="mg-pattern__note">최장 {longest}연속</span>
      </div>
      <div
        className="mg-pattern__board"
        data-testid="minigame-pattern"
        style={{ ['--mg-rows' as string]: patternRows }}
      >
        {columns.map((column) => (
          <div key={column.marks[0]?.roundKey} className="mg-pattern__column">
            {column.marks.map((mark) => (
              <span
                key={mark.roundKey}
                className={`mg-pattern__mark tone-${mark.tone}`}
                title={mark.roundKey}
              >
                {mark.label}
              </span>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
