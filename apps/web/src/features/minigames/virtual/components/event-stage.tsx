import type { VirtualEventView, VirtualGameView } from '@hanpan/core/api/virtual';
import { formatKstTime } from '@hanpan/core/time/kst';
import { Link } from 'react-router';
import { Countdown } from '../../components/countdown.tsx';
import { formatRoundNumber } from '../../minigame-format.ts';
import { verifyPath } from '../../verify-path.ts';
import { EventAnimation } from './event-animation.tsx';

type EventStageProps = {
  game: VirtualGameView;
  /** The event to show: playing now, or the last one drawn. */
  event: VirtualEventView | undefined;
  now: number;
};

/** The stage: the running event animated (or the last result), with the countdown to the next off. */
export function EventStage({ game, event, now }: EventStageProps) {
  const next = game.upcoming[0];
  const isLive =
    event !== undefined && event.roundKey === game.playing?.roundKey && now < Date.parse(event.finishAt);
  return (
    <section className="vg-stage" aria-label="경기 화면" data-testid="virtual-stage">
      <header className="vg-stage__head">
        {event ? (
          <>
            <span className={`vg-stage__badge${isLive ? ' is-live' : ''}`}>
              {isLive ? 'LIVE' : '최근 결과'}
            </span>
            <b>{formatRoundNumber(event.roundKey)}</b>
            <span className="mg-kst">{formatKstTime(event.drawAt)}</span>
            <Link className="mg-verify-link" to={verifyPath(event.gameType, event.roundKey)}>
              검증
            </Link>
          </>
        ) : (
          <span>아직 진행된 경기가 없습니다.</span>
        )}
        {next && (
          <span className="vg-stage__next">
            다음 경기{' '}
            <b className="mg-countdown" data-testid="virtual-next-off">
              <Countdown to={Date.parse(next.drawAt)} />
            </b>
          </span>
        )}
      </header>
      {event ? (
        <EventAnimation key={event.roundKey} event={event} />
      ) : (
        <div className="vg-anim vg-anim--empty" />
      )}
    </section>
  );
}
