import type { BaccaratHand } from '@hanpan/core/minigames/baccarat-rules';
import type { KenoResult } from '@hanpan/core/minigames/keno';
import type { LadderResult } from '@hanpan/core/minigames/ladder';
import type { FamilyId } from '@hanpan/core/minigames/markets';
import type { OddEvenResult } from '@hanpan/core/minigames/odd-even';
import type { PowerballResult } from '@hanpan/core/minigames/powerball';
import { BaccaratDraw, CardFace, KenoDraw, LadderDraw, PowerballDraw } from './draw-visuals.tsx';

type DrawAnimationProps = {
  family: FamilyId;
  result: unknown;
  summary: unknown;
  /** Plays the reveal (a round drawn while the page is open); otherwise shows the result at once. */
  animate: boolean;
};

/** A round's drawn result per family, revealed step by step when `animate` is set. */
export function DrawAnimation({ family, result, summary, animate }: DrawAnimationProps) {
  if (result === null || result === undefined) return null;
  return (
    <div className={`mg-draw${animate ? ' mg-draw--animate' : ''}`} data-testid="minigame-draw">
      {renderResult(family, result, summary)}
    </div>
  );
}

function renderResult(family: FamilyId, result: unknown, summary: unknown) {
  switch (family) {
    case 'powerball':
      return <PowerballDraw result={result as PowerballResult} />;
    case 'ladder':
      return <LadderDraw result={result as LadderResult} />;
    case 'keno-ladder':
      return (
        <div className="mg-draw__pair">
          <LadderDraw result={summary as LadderResult} />
          <KenoDraw result={result as KenoResult} highlightFirst />
        </div>
      );
    case 'speed-keno':
      return <KenoDraw result={result as KenoResult} />;
    case 'baccarat':
    case 'baccarat-no-commission':
      return <BaccaratDraw result={result as BaccaratHand} />;
    case 'odd-even':
      return <CardFace card={(result as OddEvenResult).card} flip delaySeconds={0.3} />;
  }
}
