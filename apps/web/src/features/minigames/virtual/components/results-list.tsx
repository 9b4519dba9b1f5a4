import type { VirtualEventView } from '@hanpan/core/api/virtual';
import { formatKstTime } from '@hanpan/core/time/kst';
import { memo } from 'react';
import { Link } from 'react-router';
import { formatRoundNumber } from '../../minigame-format.ts';
import { verifyPath } from '../../verify-path.ts';
import { formatMatchScore, formatPaidPrices, formatResultLine } from '../virtual-format.ts';
import { isRaceCard, isRaceResult, type VirtualRoundView } from '../virtual-games.ts';
import { Silks } from './silks.tsx';

function ResultCell({ event }: { event: VirtualEventView }) {
  const { result, card } = event;
  if (!result) return <span>-</span>;
  if (isRaceResult(result) && isRaceCard(card)) {
    const colours = new Map(card.runners.map((runner) => [runner.number, runner.colour]));
    return (
      <span className="vg-results__order" title={formatResultLine(result)}>
        {result.order.map((number) => (
          <Silks key={number} number={number} colour={colours.get(number) ?? 'transparent'} />
        ))}
      </span>
    );
  }
  if ((card.kind === 'soccer' || card.kind === 'basketball') && !isRaceResult(result)) {
    const { score, note } = formatMatchScore(result);
    return (
      <span className="vg-results__match">
        <span>
          {card.home.short} <b>{score}</b> {card.away.short}
        </span>
        {note && <small>{note}</small>}
      </span>
    );
  }
  return <span>{formatResultLine(result)}</span>;
}

/** The winning picks of each market with the price paid, one short line each. */
function PaidCell({ event }: { event: VirtualEventView }) {
  const lines = formatPaidPrices(event.paid);
  if (lines.length === 0) return <span>-</span>;
  return (
    <ul className="vg-results__paid" aria-label="적중 배당">
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </ul>
  );
}

function ResultsListView({ rounds }: { rounds: readonly VirtualRoundView[] }) {
  const events = rounds.flatMap((round) => (round.virtual ? [round.virtual] : []));
  return (
    <section className="vg-results" aria-label="최근 결과">
      <h3 className="vg-section-title">최근 결과</h3>
      {events.length === 0 ? (
        <p className="mg-empty">아직 끝난 경기가 없습니다.</p>
      ) : (
        <table className="mg-results vg-results__table">
          <thead>
            <tr>
              <th scope="col">회차</th>
              <th scope="col">결과</th>
              <th scope="col">적중 배당</th>
              <th scope="col">검증</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.roundKey} data-testid="virtual-result-row" data-round-key={event.roundKey}>
                <td className="vg-results__round">
                  {formatRoundNumber(event.roundKey)}
                  <small className="mg-kst">{formatKstTime(event.drawAt)}</small>
                </td>
                <td>
                  {event.status === 'void' ? (
                    <span className="mg-chip mg-chip--void">무효 (환불)</span>
                  ) : (
                    <ResultCell event={event} />
                  )}
                </td>
                <td>{event.status === 'void' ? '-' : <PaidCell event={event} />}</td>
                <td>
                  <Link className="mg-verify-link" to={verifyPath(event.gameType, event.roundKey)}>
                    검증
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The game's last events, newest first: the finishing order or the score, the winning picks with the
 * prices paid, each with its verification.
 */
export const ResultsList = memo(ResultsListView);
