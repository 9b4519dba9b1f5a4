import type { BaccaratHand } from '@hanpan/core/minigames/baccarat-rules';
import { type Card, isRedSuit } from '@hanpan/core/minigames/cards';
import type { KenoResult } from '@hanpan/core/minigames/keno';
import { type LadderResult, ladderGeometry } from '@hanpan/core/minigames/ladder';
import type { PowerballResult } from '@hanpan/core/minigames/powerball';
import type { CSSProperties } from 'react';
import { formatCard } from '../minigame-format.ts';

// The drawn result of each family, drawn so that the reveal can be animated in CSS: every element gets
// its reveal delay as --mg-delay; the .mg-draw--animate class plays the reveal (about 3 s), and without
// it (or with reduced motion) everything shows at once.

const delay = (seconds: number): CSSProperties => ({ ['--mg-delay' as string]: `${seconds.toFixed(2)}s` });

/** Five normal balls one by one, then the powerball. */
export function PowerballDraw({ result }: { result: PowerballResult }) {
  return (
    <div className="mg-balls" role="group" aria-label="추첨 결과">
      {result.balls.map((ball, index) => (
        <span key={ball} className="mg-ball mg-reveal" style={delay(index * 0.45)}>
          {ball}
        </span>
      ))}
      <span className="mg-ball mg-ball--power mg-reveal" style={delay(5 * 0.45)} title="파워볼">
        {result.powerball}
      </span>
    </div>
  );
}

/** The 22 keno numbers in draw order. */
export function KenoDraw({ result, highlightFirst }: { result: KenoResult; highlightFirst?: boolean }) {
  return (
    <div className="mg-keno" role="group" aria-label="추첨 번호">
      {result.numbers.map((number, index) => (
        <span
          key={number}
          className={`mg-keno__number mg-reveal${highlightFirst && index < 2 ? ' is-key' : ''}`}
          style={delay(index * 0.12)}
        >
          {number}
        </span>
      ))}
    </div>
  );
}

const railX = [24, 96] as const;
const top = 18;
const height = 110;

/** Two rails, the rungs one by one, then the path from the start to the finish. */
export function LadderDraw({ result }: { result: LadderResult }) {
  const geometry = ladderGeometry(result);
  const points = geometry.path.map((point) => `${railX[point.x]},${top + point.y * height}`).join(' ');
  const pathDelay = result.rungs * 0.4;
  return (
    <svg className="mg-ladder" viewBox="0 0 120 150" role="img" aria-label="사다리 결과">
      <text x={railX[0]} y={12} className="mg-ladder__label">
        좌
      </text>
      <text x={railX[1]} y={12} className="mg-ladder__label">
        우
      </text>
      {railX.map((x) => (
        <line key={x} x1={x} x2={x} y1={top} y2={top + height} className="mg-ladder__rail" />
      ))}
      {geometry.rungHeights.map((y, index) => (
        <line
          key={y}
          x1={railX[0]}
          x2={railX[1]}
          y1={top + y * height}
          y2={top + y * height}
          className="mg-ladder__rung mg-reveal"
          style={delay(index * 0.4)}
        />
      ))}
      <polyline points={points} pathLength={1} className="mg-ladder__path" style={delay(pathDelay)} />
      <text x={railX[0]} y={144} className={`mg-ladder__label${result.finish === 'odd' ? ' is-hit' : ''}`}>
        홀
      </text>
      <text x={railX[1]} y={144} className={`mg-ladder__label${result.finish === 'even' ? ' is-hit' : ''}`}>
        짝
      </text>
    </svg>
  );
}

/** A playing card face, red for hearts and diamonds. */
export function CardFace({
  card,
  delaySeconds = 0,
  flip,
}: {
  card: Card;
  delaySeconds?: number;
  flip?: boolean;
}) {
  const colour = isRedSuit(card.suit) ? ' is-red' : '';
  return (
    <span className={`mg-card${colour} ${flip ? 'mg-flip' : 'mg-reveal'}`} style={delay(delaySeconds)}>
      {formatCard(card)}
    </span>
  );
}

/** The hand dealt in order: player, banker, player, banker, then the third cards. */
export function BaccaratDraw({ result }: { result: BaccaratHand }) {
  const dealOrder = (side: 'player' | 'banker', index: number) =>
    index < 2
      ? index * 2 + (side === 'banker' ? 1 : 0)
      : side === 'player'
        ? 4
        : 4 + result.player.length - 2;
  const side = (name: 'player' | 'banker', label: string, total: number) => (
    <div className={`mg-bac__side${result.winner === name ? ' is-win' : ''}`}>
      <span className="mg-bac__name">
        {label} <b>{total}</b>
      </span>
      <span className="mg-bac__cards">
        {result[name].map((card, index) => (
          // A hand's cards never reorder and may repeat (an 8-deck shoe): the deal position is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <CardFace key={`${name}-${index}`} card={card} delaySeconds={dealOrder(name, index) * 0.5} />
        ))}
      </span>
    </div>
  );
  return (
    <div className="mg-bac">
      {side('player', '플레이어', result.playerTotal)}
      {side('banker', '뱅커', result.bankerTotal)}
    </div>
  );
}
