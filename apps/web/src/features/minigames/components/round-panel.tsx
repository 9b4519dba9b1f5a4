import type { MinigameGameView } from '@hanpan/core/api/minigames';
import { formatKstTime } from '@hanpan/core/time/kst';
import { formatCountdown, formatRoundNumber } from '../minigame-format.ts';
import { HashCopy } from './hash-copy.tsx';

type RoundPanelProps = { game: MinigameGameView; now: number };

/** The current round: its number, the countdowns to close and draw (KST) and its published hash. */
export function RoundPanel({ game, now }: RoundPanelProps) {
  const round = game.current;
  if (!round) {
    return (
      <div className="mg-round" data-testid="minigame-round">
        <p className="mg-round__waiting">다음 회차를 준비하고 있습니다.</p>
      </div>
    );
  }
  const closeAt = Date.parse(round.closeAt);
  const drawAt = Date.parse(round.drawAt);
  const phase = now < closeAt ? '베팅 가능' : now < drawAt ? '베팅 마감' : '추첨 중';
  return (
    <div className="mg-round" data-testid="minigame-round">
      <div className="mg-round__head">
        <span className="mg-round__date">{round.roundKey.slice(0, 10)}</span>
        <strong className="mg-round__number" data-testid="minigame-round-number">
          {formatRoundNumber(round.roundKey)}
        </strong>
        <span className={`mg-round__phase${now < closeAt ? ' is-open' : ''}`}>{phase}</span>
      </div>
      <dl className="mg-round__times">
        <div>
          <dt>마감</dt>
          <dd>
            <strong className="mg-countdown" data-testid="minigame-close-countdown">
              {formatCountdown(closeAt - now)}
            </strong>
            <span className="mg-kst">{formatKstTime(round.closeAt)}</span>
          </dd>
        </div>
        <div>
          <dt>추첨</dt>
          <dd>
            <strong className="mg-countdown" data-testid="minigame-draw-countdown">
              {formatCountdown(drawAt - now)}
            </strong>
            <span className="mg-kst">{formatKstTime(round.drawAt)}</span>
          </dd>
        </div>
      </dl>
      <HashCopy label="해시" hash={round.commitment} testId="minigame-commitment" />
    </div>
  );
}
