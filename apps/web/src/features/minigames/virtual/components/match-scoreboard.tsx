import type { MatchCard } from '@hanpan/core/virtual/types';

type MatchScoreboardProps = { card: MatchCard; home: number; away: number; clock: string };

/** A match's running score line: each team in its colour, the score and the clock (종료 at the end). */
export function MatchScoreboard({ card, home, away, clock }: MatchScoreboardProps) {
  return (
    <div className="vg-score" data-testid="virtual-score">
      <span className="vg-score__team" style={{ borderColor: card.home.colour }}>
        {card.home.short}
      </span>
      <b className="vg-score__value">
        {home} : {away}
      </b>
      <span className="vg-score__team" style={{ borderColor: card.away.colour }}>
        {card.away.short}
      </span>
      <span className="vg-score__clock" data-testid="virtual-clock">
        {clock}
      </span>
    </div>
  );
}
