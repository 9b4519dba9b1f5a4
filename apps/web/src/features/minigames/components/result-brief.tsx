import type { BaccaratHand } from '@hanpan/core/minigames/baccarat-rules';
import type { KenoResult } from '@hanpan/core/minigames/keno';
import type { FamilyId } from '@hanpan/core/minigames/markets';
import type { OddEvenResult } from '@hanpan/core/minigames/odd-even';
import type { PowerballResult } from '@hanpan/core/minigames/powerball';
import { formatCard } from '../minigame-format.ts';

/** A drawn result in one short line for the results table (balls, cards or the first keno numbers). */
export function ResultBrief({ family, result }: { family: FamilyId; result: unknown }) {
  if (result === null || result === undefined) return null;
  switch (family) {
    case 'powerball': {
      const { balls, powerball } = result as PowerballResult;
      return (
        <span className="mg-brief">
          {balls.join(' ')} <b className="mg-brief__power">{powerball}</b>
        </span>
      );
    }
    case 'speed-keno':
    case 'keno-ladder':
      return <span className="mg-brief">{(result as KenoResult).numbers.slice(0, 2).join(' · ')}…</span>;
    case 'baccarat':
    case 'baccarat-no-commission': {
      const hand = result as BaccaratHand;
      return (
        <span className="mg-brief">
          P {hand.player.map(formatCard).join(' ')} / B {hand.banker.map(formatCard).join(' ')}
        </span>
      );
    }
    case 'odd-even':
      return <span className="mg-brief">{formatCard((result as OddEvenResult).card)}</span>;
    case 'ladder':
      return null;
  }
}
