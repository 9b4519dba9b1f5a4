import '../minigame-bets.css';
import { type MinigameBetView, minigameBetStatusText } from '@hanpan/core/api/minigame-bets';
import { formatWon } from '@hanpan/core/money/amount';
import { formatOdds } from '@hanpan/core/sports/odds';
import { formatKstDateTime, formatKstTime } from '@hanpan/core/time/kst';
import { formatRoundNumber } from '../minigame-format.ts';

type MinigameBetTableProps = {
  bets: readonly MinigameBetView[];
  /** 'time' for today's bets (HH:mm:ss), 'dateTime' for the history. */
  timeFormat: 'time' | 'dateTime';
  caption: string;
};

/** A bet's status as a coloured badge: 대기, 적중, 미적중, 적특 or 반적중. */
export function MinigameBetStatus({ status }: { status: MinigameBetView['status'] }) {
  return (
    <span className={`mg-status mg-status--${status}`} data-testid="minigame-bet-status" data-status={status}>
      {minigameBetStatusText[status]}
    </span>
  );
}

/** What a settled bet paid ('-' while open). */
function payoutText(bet: MinigameBetView): string {
  return bet.status === 'open' || bet.payout === null ? '-' : `${formatWon(bet.payout)}원`;
}

/**
 * Mini-game bets as a dense table: round, game, market and pick, odds, stake, status, payout and the
 * KST time. On a phone each bet folds into two lines (CSS) so nothing scrolls sideways.
 */
export function MinigameBetTable({ bets, timeFormat, caption }: MinigameBetTableProps) {
  const timeOf = timeFormat === 'time' ? formatKstTime : formatKstDateTime;
  return (
    <table className="mg-bets" data-testid="minigame-bets">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">회차</th>
          <th scope="col">게임</th>
          <th scope="col">마켓 / 선택</th>
          <th scope="col">배당</th>
          <th scope="col">베팅금</th>
          <th scope="col">결과</th>
          <th scope="col">당첨금</th>
          <th scope="col">시간(KST)</th>
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <tr
            key={bet.id}
            className={`mg-bets__row is-${bet.status}`}
            data-testid="minigame-bet-row"
            data-bet-id={bet.id}
            data-game-uid={bet.gameUid}
            data-status={bet.status}
          >
            <td className="mg-bets__round">{formatRoundNumber(bet.roundKey)}</td>
            <td className="mg-bets__game">{bet.gameName}</td>
            <td className="mg-bets__pick">
              <span className="mg-bets__market">{bet.marketName}</span> <b>{bet.pickName}</b>
            </td>
            <td className="mg-bets__num mg-bets__odds" data-label="배당">
              {formatOdds(bet.odds)}
            </td>
            <td className="mg-bets__num mg-bets__stake" data-label="베팅">
              {formatWon(bet.stake)}원
            </td>
            <td className="mg-bets__status">
              <MinigameBetStatus status={bet.status} />
            </td>
            <td
              className={`mg-bets__num mg-bets__payout${bet.payout && bet.payout > bet.stake ? ' is-win' : ''}`}
              data-testid="minigame-bet-payout"
              data-label="당첨"
            >
              {payoutText(bet)}
            </td>
            <td className="mg-bets__time mg-kst">{timeOf(bet.placedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
