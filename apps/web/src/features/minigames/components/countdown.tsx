import { useSecondTick } from '../../../lib/use-second-tick.ts';
import { formatCountdown } from '../minigame-format.ts';

/**
 * The time left to `to` (ms) as text ('1:05'), ticking on the page's shared second: only this text node
 * re-renders each second, not the element or page around it.
 */
export function Countdown({ to }: { to: number }) {
  const now = useSecondTick(true);
  return <>{formatCountdown(to - now)}</>;
}
