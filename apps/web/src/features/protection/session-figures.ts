import { formatWon } from '@hanpan/core/money/amount';

/** Elapsed time as the header clock shows it: h:mm:ss (0:00:00 for none or a clock ahead of us). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The elapsed time in words for screen readers: '1시간 2분 3초'. */
export function spokenElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${hours > 0 ? `${hours}시간 ` : ''}${minutes}분 ${seconds % 60}초`;
}

/** How a net position reads: signed won and its tone (gain, loss or even). */
export type NetFigure = { text: string; tone: 'gain' | 'loss' | 'even' };

/** A net position since sign-in: +12,000원, -5,000원, 0원. */
export function netFigureOf(net: number): NetFigure {
  if (net > 0) return { text: `+${formatWon(net)}원`, tone: 'gain' };
  if (net < 0) return { text: `-${formatWon(-net)}원`, tone: 'loss' };
  return { text: '0원', tone: 'even' };
}
