import type { VirtualEventView } from '@hanpan/core/api/virtual';
import type { MatchCard as MatchCardData, MatchTeam } from '@hanpan/core/virtual/types';
import { memo } from 'react';
import type { VirtualSlip } from '../hooks/use-virtual-slip.ts';
import { formatPosition, formatTeamForm } from '../virtual-format.ts';
import { MarketGroups } from './price-button.tsx';

type MatchCardProps = {
  gameName: string;
  event: VirtualEventView;
  card: MatchCardData;
  slip: VirtualSlip;
  isOpen: boolean;
};

function TeamHead({ team, side }: { team: MatchTeam; side: '홈' | '원정' }) {
  return (
    <div className="vg-team" style={{ borderColor: team.colour }} data-testid="virtual-team">
      <span className="vg-team__side">{side}</span>
      <b className="vg-team__name">{team.name}</b>
      <span className="vg-team__meta">
        {formatPosition(team.position)} · 최근 {formatTeamForm(team.form)}
      </span>
    </div>
  );
}

function MatchCardView({ gameName, event, card, slip, isOpen }: MatchCardProps) {
  return (
    <div className="vg-match-card" data-testid="virtual-match-card">
      <div className="vg-match-card__teams">
        <TeamHead team={card.home} side="홈" />
        <span className="vg-match-card__vs">VS</span>
        <TeamHead team={card.away} side="원정" />
      </div>
      <MarketGroups gameName={gameName} event={event} markets={event.markets} slip={slip} isOpen={isOpen} />
    </div>
  );
}

/** The match card: home and away with their table position and form, then every market's prices. */
export const MatchCard = memo(MatchCardView);
