import type { SportsCartEntry } from '@hanpan/core/api/sports';
import { type CartEntry, isGameEntry } from '@hanpan/core/betting/cart';
import { marketName } from '@hanpan/core/sports/markets';
import { formatOdds } from '@hanpan/core/sports/odds';
import { cartPickText } from '@hanpan/core/sports/picks';
import { memo } from 'react';
import { useCartStore } from '../cart-store.ts';
import { useLineLivePrice } from '../hooks/use-line-live-price.ts';

const statusText = { closed: '마감', suspended: '정지' } as const;

/** One pick of the slip: league, teams, market and pick, live odds marked ▲/▼, and its remove button. */
export const SlipLine = memo(function SlipLine({ entry }: { entry: CartEntry }) {
  return isGameEntry(entry) ? <GameLine entry={entry} /> : <OtherLine entry={entry} />;
});

function GameLine({ entry }: { entry: SportsCartEntry }) {
  const cell = useLineLivePrice(entry);
  const mark = useCartStore((state) => state.marks[entry._id]);
  const storedStatus = useCartStore((state) => state.statuses[entry._id]);
  const remove = useCartStore((state) => state.remove);
  const status = storedStatus ?? (cell.status === 'suspended' ? 'suspended' : undefined);
  const pick = cartPickText(entry.Name, entry.BaseLine);
  const teams = `${entry.homeName} vs ${entry.awayName}`;
  return (
    <li
      className="slip-line"
      data-testid="slip-line"
      data-outcome-id={entry._id}
      data-status={status}
      data-mark={mark}
    >
      <div className="slip-line__meta">
        {entry.GameType === 3 && <span className="slip-line__live">라이브</span>}
        <span className="slip-line__league">{entry.leagueName}</span>
      </div>
      <div className="slip-line__teams">{teams}</div>
      <div className="slip-line__pick">
        <span className="slip-line__market">{marketName(entry.sportId, entry.GameSubId)}</span>
        <strong className="slip-line__choice">{pick}</strong>
      </div>
      <div className="slip-line__odds">
        {status ? (
          <span className="slip-line__status">{statusText[status]}</span>
        ) : (
          mark && (
            <span
              key={entry.Price}
              className={`slip-line__mark slip-line__mark--${mark}`}
              role="img"
              aria-label={mark === 'up' ? '배당 상승' : '배당 하락'}
            >
              {mark === 'up' ? '▲' : '▼'}
            </span>
          )
        )}
        <span key={`p${entry.Price}`} className="slip-line__price" data-testid="slip-line-odds">
          {formatOdds(entry.Price)}
        </span>
      </div>
      <button
        type="button"
        className="slip-line__remove"
        aria-label={`${teams} ${pick} 삭제`}
        onClick={() => remove(entry._id)}
      >
        ×
      </button>
    </li>
  );
}

function OtherLine({ entry }: { entry: Exclude<CartEntry, SportsCartEntry> }) {
  const clear = useCartStore((state) => state.clear);
  return (
    <li className="slip-line" data-testid="slip-line">
      <div className="slip-line__meta">
        <span className="slip-line__league">{entry.leagueName}</span>
      </div>
      <div className="slip-line__pick">
        <strong className="slip-line__choice">{entry.name}</strong>
      </div>
      <div className="slip-line__odds">
        <span className="slip-line__price">{formatOdds(entry.odds)}</span>
      </div>
      <button type="button" className="slip-line__remove" aria-label={`${entry.name} 삭제`} onClick={clear}>
        ×
      </button>
    </li>
  );
}
