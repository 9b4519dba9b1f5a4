import type { VirtualEventView } from '@hanpan/core/api/virtual';
import { formatKstTime } from '@hanpan/core/time/kst';
import { Countdown } from '../../components/countdown.tsx';
import { HashCopy } from '../../components/hash-copy.tsx';
import { isEventOpen } from '../event-select.ts';
import type { VirtualSlip } from '../hooks/use-virtual-slip.ts';
import { isRaceCard } from '../virtual-games.ts';
import { MatchCard } from './match-card.tsx';
import { RaceCard } from './race-card.tsx';

type EventCardProps = { gameName: string; event: VirtualEventView; slip: VirtualSlip; now: number };

/** The chosen event: its close and off countdowns, its commitment, and its race or match card with prices. */
export function EventCard({ gameName, event, slip, now }: EventCardProps) {
  const isOpen = isEventOpen(event, now);
  const { card } = event;
  return (
    <section
      className="vg-event"
      aria-label="경기 정보"
      data-testid="virtual-event"
      data-round-key={event.roundKey}
    >
      <dl className="vg-event__times">
        <div>
          <dt>베팅 마감</dt>
          <dd>
            <strong className="mg-countdown" data-testid="virtual-close-countdown">
              <Countdown to={Date.parse(event.closeAt)} />
            </strong>
            <span className="mg-kst">{formatKstTime(event.closeAt)}</span>
          </dd>
        </div>
        <div>
          <dt>출발</dt>
          <dd>
            <strong className="mg-countdown">
              <Countdown to={Date.parse(event.drawAt)} />
            </strong>
            <span className="mg-kst">{formatKstTime(event.drawAt)}</span>
          </dd>
        </div>
      </dl>
      <HashCopy label="해시" hash={event.commitment} testId="virtual-commitment" />
      {!isOpen && (
        <p className="mg-markets__closed" role="status">
          <b>베팅 마감</b>
          <span>다음 경기에 베팅해 주세요.</span>
        </p>
      )}
      {isRaceCard(card) ? (
        <RaceCard gameName={gameName} event={event} card={card} slip={slip} isOpen={isOpen} />
      ) : (
        <MatchCard gameName={gameName} event={event} card={card} slip={slip} isOpen={isOpen} />
      )}
    </section>
  );
}
