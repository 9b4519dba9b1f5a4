import '../protection.css';
import { useSecondTick } from '../../../lib/use-second-tick.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useSessionSummary } from '../api/get-session-summary.ts';
import { formatElapsed, netFigureOf, spokenElapsed } from '../session-figures.ts';

/** The clock's figures: time since sign-in and the net position since then. */
export function SessionClockView({ elapsedMs, net }: { elapsedMs: number; net: number }) {
  const figure = netFigureOf(net);
  return (
    <span
      className="session-clock"
      data-testid="session-clock"
      title="로그인 후 이용 시간과 손익(당첨금 - 베팅액)"
    >
      <span className="visually-hidden">로그인 후 이용 시간 {spokenElapsed(elapsedMs)}, 손익 </span>
      <span className="session-clock__label" aria-hidden="true">
        이용
      </span>
      <span className="session-clock__time" data-testid="session-elapsed" aria-hidden="true">
        {formatElapsed(elapsedMs)}
      </span>
      <span className="session-clock__label" aria-hidden="true">
        손익
      </span>
      <span className={`net--${figure.tone}`} data-testid="session-net">
        {figure.text}
      </span>
    </span>
  );
}

/** The header's session clock for a signed-in member (RTS 13C, 2E): ticks each second. */
export function SessionClock() {
  const isMember = useUserStore((state) => state.status === 'member');
  const summary = useSessionSummary();
  const startedAt = summary.data ? Date.parse(summary.data.startedAt) : Number.NaN;
  const isShown = isMember && summary.data !== undefined && !Number.isNaN(startedAt);
  const now = useSecondTick(isShown);
  if (!isShown || !summary.data) return null;
  return <SessionClockView elapsedMs={now - startedAt} net={summary.data.net} />;
}
