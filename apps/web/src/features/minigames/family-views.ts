import type { BaccaratSummary } from '@hanpan/core/minigames/baccarat';
import { type Card, isRedSuit } from '@hanpan/core/minigames/cards';
import { speedKenoUnderMax } from '@hanpan/core/minigames/keno';
import type { LadderResult } from '@hanpan/core/minigames/ladder';
import type { FamilyId } from '@hanpan/core/minigames/markets';
import {
  type PowerballSummary,
  powerballLines,
  powerballSection,
  sumSize,
} from '@hanpan/core/minigames/powerball';
import { oddEvenText } from './minigame-format.ts';
import type { PatternMark } from './pattern-board.ts';

// What the lobby shows of a round's summary per family: the market results as short Korean chips, and
// the markets the pattern board can follow.

/** A market the pattern board follows, with the mark of a round's summary. */
export type PatternMarket = { key: string; name: string; markOf: (summary: unknown) => PatternMark | null };

const oddEvenMark = (value: number): PatternMark => ({
  label: oddEvenText(value),
  tone: value % 2 === 1 ? 'a' : 'b',
});
const underOverMark = (isUnder: boolean): PatternMark =>
  isUnder ? { label: '언더', tone: 'a' } : { label: '오버', tone: 'b' };
const side = (value: LadderResult['start']) => (value === 'left' ? '좌' : '우');
const finish = (value: LadderResult['finish']) => (value === 'odd' ? '홀' : '짝');

const powerballMarkets: PatternMarket[] = [
  { key: 'pb-odd-even', name: '파워볼 홀짝', markOf: (s) => oddEvenMark((s as PowerballSummary).powerball) },
  {
    key: 'pb-under-over',
    name: '파워볼 언더오버',
    markOf: (s) => underOverMark((s as PowerballSummary).powerball <= powerballLines.powerballUnderMax),
  },
  { key: 'sum-odd-even', name: '일반볼 홀짝', markOf: (s) => oddEvenMark((s as PowerballSummary).sum) },
  {
    key: 'sum-under-over',
    name: '일반볼 언더오버',
    markOf: (s) => underOverMark((s as PowerballSummary).sum <= powerballLines.sumUnderMax),
  },
];

const ladderPatternMarkets: PatternMarket[] = [
  {
    key: 'finish',
    name: '홀짝',
    markOf: (s) => {
      const odd = (s as LadderResult).finish === 'odd';
      return { label: odd ? '홀' : '짝', tone: odd ? 'a' : 'b' };
    },
  },
  {
    key: 'start',
    name: '좌우',
    markOf: (s) => {
      const left = (s as LadderResult).start === 'left';
      return { label: left ? '좌' : '우', tone: left ? 'a' : 'b' };
    },
  },
  {
    key: 'rungs',
    name: '3/4줄',
    markOf: (s) => {
      const three = (s as LadderResult).rungs === 3;
      return { label: three ? '3' : '4', tone: three ? 'a' : 'b' };
    },
  },
];

const baccaratMarkets: PatternMarket[] = [
  {
    key: 'winner',
    name: '플레이어/뱅커',
    markOf: (s) => {
      const { winner } = s as BaccaratSummary;
      if (winner === 'tie') return null;
      return winner === 'player' ? { label: 'P', tone: 'b' } : { label: 'B', tone: 'a' };
    },
  },
];

/** The markets the pattern board can follow for a family (the first is shown first). */
export function patternMarketsOf(family: FamilyId): PatternMarket[] {
  switch (family) {
    case 'powerball':
      return powerballMarkets;
    case 'ladder':
    case 'keno-ladder':
      return ladderPatternMarkets;
    case 'speed-keno':
      return [
        { key: 'sum-odd-even', name: '홀짝', markOf: (s) => oddEvenMark((s as { sum: number }).sum) },
        {
          key: 'sum-under-over',
          name: '언더오버',
          markOf: (s) => underOverMark((s as { sum: number }).sum <= speedKenoUnderMax),
        },
      ];
    case 'baccarat':
    case 'baccarat-no-commission':
      return baccaratMarkets;
    case 'odd-even':
      return [
        { key: 'odd-even', name: '홀짝', markOf: (s) => oddEvenMark((s as Card).rank) },
        {
          key: 'colour',
          name: '색상',
          markOf: (s) => {
            const red = isRedSuit((s as Card).suit);
            return { label: red ? '레드' : '블랙', tone: red ? 'a' : 'b' };
          },
        },
      ];
  }
}

const winnerNames = { player: '플레이어', banker: '뱅커', tie: '타이' } as const;

/** The round's market results as short Korean chips, e.g. ['파워볼 홀', '언더', 'B', '합 71', '짝', '중']. */
export function summaryChips(family: FamilyId, summary: unknown): string[] {
  if (summary === null || summary === undefined) return [];
  switch (family) {
    case 'powerball': {
      const s = summary as PowerballSummary;
      const pbUnder = s.powerball <= powerballLines.powerballUnderMax;
      const sumUnder = s.sum <= powerballLines.sumUnderMax;
      return [
        `파워볼 ${oddEvenText(s.powerball)}`,
        pbUnder ? '언더' : '오버',
        `${powerballSection(s.powerball)}구간`,
        `합 ${s.sum}`,
        oddEvenText(s.sum),
        sumUnder ? '언더' : '오버',
        sumSize(s.sum),
      ];
    }
    case 'ladder':
    case 'keno-ladder': {
      const s = summary as LadderResult;
      return [
        `${side(s.start)}${s.rungs}${finish(s.finish)}`,
        side(s.start),
        `${s.rungs}줄`,
        finish(s.finish),
      ];
    }
    case 'speed-keno': {
      const { sum } = summary as { sum: number };
      return [`합 ${sum}`, oddEvenText(sum), sum <= speedKenoUnderMax ? '언더' : '오버'];
    }
    case 'baccarat':
    case 'baccarat-no-commission': {
      const s = summary as BaccaratSummary;
      const chips = [`${winnerNames[s.winner]} 승`, `P ${s.playerTotal} : B ${s.bankerTotal}`];
      if (s.playerPair) chips.push('P페어');
      if (s.bankerPair) chips.push('B페어');
      return chips;
    }
    case 'odd-even': {
      const card = summary as Card;
      return [oddEvenText(card.rank), isRedSuit(card.suit) ? '레드' : '블랙'];
    }
  }
}
