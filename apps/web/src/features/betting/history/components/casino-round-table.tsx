import {
  type CasinoRoundView,
  casinoGameKindText,
  casinoRoundNumber,
  casinoRoundStatusText,
} from '@hanpan/core/api/casino';
import { formatWon } from '@hanpan/core/money/amount';
import { formatKstDateTime } from '@hanpan/core/time/kst';

/** A win above the stake shows in the accent colour; a closed round without one is plain. */
function winClass(round: CasinoRoundView): string {
  return round.status === 'closed' && round.win > round.stake ? ' is-win' : '';
}

/**
 * Casino or slot rounds as a dense table: the round's short number (what a member quotes to support and
 * staff search in the 라운드 screen), game, stake, win, status and the KST start time. On
 * a phone each round folds into a card of two lines (CSS) so nothing scrolls sideways.
 */
export function CasinoRoundTable({
  rounds,
  caption,
}: {
  rounds: readonly CasinoRoundView[];
  caption: string;
}) {
  return (
    <table className="casino-rounds" data-testid="casino-rounds">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">라운드</th>
          <th scope="col">게임</th>
          <th scope="col">베팅금</th>
          <th scope="col">당첨금</th>
          <th scope="col">상태</th>
          <th scope="col">시간(KST)</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr
            key={round.id}
            data-testid="casino-round-row"
            data-round-id={round.id}
            data-status={round.status}
          >
            <td className="casino-rounds__round" data-testid="casino-round-number" data-label="라운드">
              {casinoRoundNumber(round.id)}
            </td>
            <td className="casino-rounds__game">
              <b>{round.game.name}</b>
              <span className="casino-rounds__provider">
                {round.game.providerName} · {casinoGameKindText[round.game.kind]}
              </span>
            </td>
            <td className="casino-rounds__num" data-label="베팅">
              {formatWon(round.stake)}원
            </td>
            <td className={`casino-rounds__num casino-rounds__win${winClass(round)}`} data-label="당첨">
              {round.status === 'open' ? '-' : `${formatWon(round.win)}원`}
            </td>
            <td className="casino-rounds__status">
              <span className={`casino-round-status casino-round-status--${round.status}`}>
                {casinoRoundStatusText[round.status]}
              </span>
            </td>
            <td className="casino-rounds__time">{formatKstDateTime(round.startedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
