import { formatOdds } from '@hanpan/core/sports/odds';
import type { VirtualSlip } from '../hooks/use-virtual-slip.ts';

/**
 * On a phone the slip sits below the card: while it holds picks, a bar at the bottom of the screen says
 * how many and takes the member (and the keyboard focus) to it.
 */
export function SlipBar({ slip, slipId }: { slip: VirtualSlip; slipId: string }) {
  const count = slip.lines.length;
  if (count === 0) return null;
  const last = slip.lines.at(-1);
  return (
    <button
      type="button"
      className="vg-slipbar"
      data-testid="virtual-slip-bar"
      onClick={() => {
        const target = document.getElementById(slipId);
        target?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        target?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
      }}
    >
      <b>슬립 {count}건</b>
      {last && (
        <span className="vg-slipbar__last">
          {last.pickName} {formatOdds(last.odds)}
        </span>
      )}
      <span className="vg-slipbar__go">베팅하기 ↓</span>
    </button>
  );
}
