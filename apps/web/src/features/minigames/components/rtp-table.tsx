import type { MarketRtp, PickRtp } from '@hanpan/core/minigames/rtp';
import { formatOdds } from '@hanpan/core/sports/odds';

/** A share as a percentage with two decimals, e.g. 97.50%. */
export function formatPercent(share: number): string {
  return `${(share * 100).toFixed(2)}%`;
}

/** The chance a pick wins, with its refund (적특) and half-win chances when it has them. */
function chanceText({ chance }: PickRtp): string {
  const parts = [formatPercent(chance.won)];
  if (chance.void > 0) parts.push(`적특 ${formatPercent(chance.void)}`);
  if (chance.halfWon > 0) parts.push(`절반 적중 ${formatPercent(chance.halfWon)}`);
  return parts.join(' · ');
}

/** A game's RTP table: every market's picks with odds, return to player and exact chance (RTP first so a phone shows it). */
export function RtpTable({ markets, caption }: { markets: readonly MarketRtp[]; caption: string }) {
  return (
    <div className="fair-scroll" data-testid="fairness-rtp">
      <table className="fair-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">마켓</th>
            <th scope="col">선택</th>
            <th scope="col">배당</th>
            <th scope="col">RTP</th>
            <th scope="col">적중 확률</th>
          </tr>
        </thead>
        <tbody>
          {markets.flatMap((market) =>
            market.picks.map((pick, index) => (
              <tr key={`${market.key}-${pick.code}`}>
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={market.picks.length}>
                    {market.name}
                  </th>
                )}
                <td>{pick.name}</td>
                <td>{formatOdds(pick.odds)}</td>
                <td>
                  <b>{formatPercent(pick.rtp)}</b>
                </td>
                <td>{chanceText(pick)}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
