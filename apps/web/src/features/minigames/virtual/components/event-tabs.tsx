import type { VirtualEventView } from '@hanpan/core/api/virtual';
import { formatKstTime } from '@hanpan/core/time/kst';
import { Countdown } from '../../components/countdown.tsx';
import { formatRoundNumber } from '../../minigame-format.ts';

type EventTabsProps = {
  events: readonly VirtualEventView[];
  selected: string | undefined;
  onSelect: (roundKey: string) => void;
};

/** The events that take bets as tabs: number, off time (KST) and the countdown to the close. */
export function EventTabs({ events, selected, onSelect }: EventTabsProps) {
  return (
    <div className="mg-tabs vg-event-tabs" role="tablist" aria-label="경기 선택">
      {events.map((event) => (
        <button
          key={event.roundKey}
          type="button"
          role="tab"
          className="mg-tabs__tab"
          aria-selected={event.roundKey === selected}
          data-testid="virtual-event-tab"
          data-round-key={event.roundKey}
          onClick={() => onSelect(event.roundKey)}
        >
          {formatRoundNumber(event.roundKey)}
          <span className="mg-kst">{formatKstTime(event.drawAt)}</span>
          <span className="mg-tabs__count">
            <Countdown to={Date.parse(event.closeAt)} />
          </span>
        </button>
      ))}
    </div>
  );
}
