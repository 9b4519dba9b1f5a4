import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { independentIntStream } from '../../test/independent-stream.ts';
import { familyGuideOf } from './fairness-guide.ts';
import { miniFamilies } from './families.ts';
import { type FamilyId, picksOf } from './markets.ts';
import { createHmacStream } from './provably-fair.ts';
import { verificationStepsText } from './verification.ts';

// A verifier written from the verification page's text alone (verificationStepsText and familyGuides),
// with node:crypto and none of the game code: for many seeds it must reproduce every family's draw. The
// page's sentences it relies on are checked to be there, so the text and this verifier change together.

/** Steps 4-6 (independentIntStream), and step 7's deck on top. */
function pageStream(seed: string, game: number, roundKey: string) {
  const nextInt = independentIntStream(seed, game, roundKey);
  /** Step 7: Fisher-Yates over d = [0 .. size - 1], dealing d[k] after swapping it with d[k + nextInt(size - k)]. */
  const deck = (size: number) => {
    const d = Array.from({ length: size }, (_, i) => i);
    let k = 0;
    return () => {
      const j = k + nextInt(size - k);
      [d[k], d[j]] = [d[j]!, d[k]!];
      k += 1;
      return d[k - 1]!;
    };
  };
  return { nextInt, deck };
}

type PageStream = ReturnType<typeof pageStream>;
const suits = ['spade', 'heart', 'diamond', 'club'];
const card = (i: number) => ({ rank: (i % 13) + 1, suit: suits[Math.floor(i / 13) % 4] });
const points = (cards: { rank: number }[]) =>
  cards.reduce((sum, c) => sum + (c.rank >= 10 ? 0 : c.rank), 0) % 10;
const ladder = (start: 'left' | 'right', rungs: 3 | 4) => ({
  start,
  rungs,
  finish: (rungs === 4) === (start === 'left') ? 'odd' : 'even',
});

function powerball(s: PageStream) {
  const deal = s.deck(28);
  const balls = Array.from({ length: 5 }, () => 1 + deal());
  return { balls, powerball: s.nextInt(10) };
}

function keno(s: PageStream) {
  const deal = s.deck(70);
  return { numbers: Array.from({ length: 22 }, () => 1 + deal()) };
}

function baccarat(s: PageStream) {
  const deal = s.deck(416);
  const [p1, b1, p2, b2] = [deal(), deal(), deal(), deal()].map(card);
  const player = [p1!, p2!];
  const banker = [b1!, b2!];
  const [p, b] = [points(player), points(banker)];
  if (p < 8 && b < 8) {
    let t: number | null = null;
    if (p <= 5) {
      player.push(card(deal()));
      t = points([player[2]!]);
    }
    const bankerDraws =
      t === null
        ? b <= 5
        : b <= 2 ||
          (b === 3 && t !== 8) ||
          (b === 4 && t >= 2 && t <= 7) ||
          (b === 5 && t >= 4 && t <= 7) ||
          (b === 6 && t >= 6 && t <= 7);
    if (bankerDraws) banker.push(card(deal()));
  }
  const [playerTotal, bankerTotal] = [points(player), points(banker)];
  const winner = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Each family's draw as its section says; keno ladder also returns its ladder, from the first two numbers. */
const verifiers: Record<FamilyId, (s: PageStream) => { result: unknown; summary?: unknown }> = {
  powerball: (s) => ({ result: powerball(s) }),
  ladder: (s) => ({ result: ladder(s.nextInt(2) === 0 ? 'left' : 'right', s.nextInt(2) === 0 ? 3 : 4) }),
  'speed-keno': (s) => ({ result: keno(s) }),
  'keno-ladder': (s) => {
    const result = keno(s);
    const [first, second] = result.numbers as [number, number];
    return { result, summary: ladder(first % 2 === 1 ? 'left' : 'right', second % 2 === 1 ? 3 : 4) };
  },
  baccarat: (s) => ({ result: baccarat(s) }),
  'baccarat-no-commission': (s) => ({ result: baccarat(s) }),
  'odd-even': (s) => ({ result: { card: card(s.deck(52)()) } }),
};

type Settled = 'won' | 'lost' | 'void' | 'half_won';
const par = (n: number) => (n % 2 === 1 ? '홀' : '짝');
const wins = (isWon: boolean): Settled => (isWon ? 'won' : 'lost');
const ladderText = (l: { start: string; rungs: number; finish: string }) => ({
  side: l.start === 'left' ? '좌' : '우',
  rungs: `${l.rungs}줄`,
  finish: l.finish === 'odd' ? '홀' : '짝',
});

/** Each pick, by the name the RTP table shows, settled as the family's section says. */
function settleByPage(family: FamilyId, result: unknown, summary: unknown): Record<string, Settled> {
  const picks: Record<string, Settled> = {};
  const add = (name: string, isWon: boolean) => {
    picks[name] = wins(isWon);
  };
  if (family === 'powerball') {
    const { balls, powerball: pb } = result as { balls: number[]; powerball: number };
    const sum = balls.reduce((a, b) => a + b, 0);
    const pbUo = pb <= 4 ? '언더' : '오버';
    const sumUo = sum <= 72 ? '언더' : '오버';
    const size = sum <= 64 ? '소' : sum <= 80 ? '중' : '대';
    const section = pb <= 2 ? 'A (0-2)' : pb <= 4 ? 'B (3-4)' : pb <= 6 ? 'C (5-6)' : 'D (7-9)';
    for (const s of ['A (0-2)', 'B (3-4)', 'C (5-6)', 'D (7-9)']) add(`파워볼 ${s}`, s === section);
    for (const [s, range] of [
      ['대', '81-130'],
      ['중', '65-80'],
      ['소', '15-64'],
    ] as const)
      add(`${s} (${range})`, s === size);
    for (const p of ['홀', '짝']) {
      add(`파워볼 ${p}`, par(pb) === p);
      add(`일반볼 ${p}`, par(sum) === p);
      for (const u of ['언더', '오버']) {
        add(`파워볼 ${u}`, pbUo === u);
        add(`일반볼 ${u}`, sumUo === u);
        add(`파워볼 ${p}${u}`, par(pb) === p && pbUo === u);
        add(`일반볼 ${p}${u}`, par(sum) === p && sumUo === u);
        add(`파워볼 ${p}+일반볼 ${u}`, par(pb) === p && sumUo === u);
      }
      for (const z of ['대', '중', '소']) add(`${p}${z}`, par(sum) === p && size === z);
      for (const q of ['홀', '짝']) add(`파워볼 ${p}+일반볼 ${q}`, par(pb) === p && par(sum) === q);
    }
  } else if (family === 'ladder' || family === 'keno-ladder') {
    const l = ladderText((family === 'ladder' ? result : summary) as Parameters<typeof ladderText>[0]);
    for (const side of ['좌', '우']) add(side, l.side === side);
    for (const rungs of ['3줄', '4줄']) add(rungs, l.rungs === rungs);
    for (const finish of ['홀', '짝']) add(finish, l.finish === finish);
    for (const combo of ['좌3짝', '좌4홀', '우3홀', '우4짝'])
      add(combo, `${l.side}${l.rungs[0]}${l.finish}` === combo);
  } else if (family === 'speed-keno') {
    const sum = (result as { numbers: number[] }).numbers.reduce((a, b) => a + b, 0);
    const uo = sum <= 780 ? '언더' : '오버';
    for (const p of ['홀', '짝']) {
      add(p, par(sum) === p);
      for (const u of ['언더', '오버']) add(`${p}${u}`, par(sum) === p && uo === u);
    }
    for (const u of ['언더', '오버']) add(u, uo === u);
  } else if (family === 'odd-even') {
    const { rank, suit } = (result as { card: { rank: number; suit: string } }).card;
    const red = suit === 'heart' || suit === 'diamond';
    for (const p of ['홀', '짝']) add(p, par(rank) === p);
    add('레드', red);
    add('블랙', !red);
  } else {
    const hand = result as ReturnType<typeof baccarat>;
    const isTie = hand.winner === 'tie';
    picks.플레이어 = isTie ? 'void' : wins(hand.winner === 'player');
    const bankerSix = family === 'baccarat-no-commission' && hand.bankerTotal === 6;
    picks.뱅커 = isTie ? 'void' : hand.winner !== 'banker' ? 'lost' : bankerSix ? 'half_won' : 'won';
    add('타이', isTie);
    add('플레이어 페어', hand.player[0]!.rank === hand.player[1]!.rank);
    add('뱅커 페어', hand.banker[0]!.rank === hand.banker[1]!.rank);
  }
  return picks;
}

/** What the verifier took from the page, sentence by sentence. */
const reliedOn: Record<FamilyId, string[]> = {
  powerball: [
    '0 이상 28 미만, 27 미만, 26 미만, 25 미만, 24 미만',
    '일반볼 = 1 + 딜 인덱스',
    '0 이상 10 미만',
  ],
  ladder: ['0이면 출발 좌, 1이면 출발 우', '0이면 3줄, 1이면 4줄', '좌3 → 짝, 좌4 → 홀, 우3 → 홀, 우4 → 짝'],
  'speed-keno': [
    '0 이상 70 미만, 69 미만, …, 49 미만의 수 22개',
    '번호 = 1 + 딜 인덱스',
    '언더 780 이하 / 오버 781 이상',
  ],
  'keno-ladder': [
    '첫 번째로 뽑힌 번호가 홀수면 출발 좌',
    '두 번째로 뽑힌 번호가 홀수면 3줄',
    '좌3 → 짝, 좌4 → 홀, 우3 → 홀, 우4 → 짝',
  ],
  baccarat: [
    '0 이상 416 − k 미만',
    '랭크 = (i mod 13) + 1',
    '무늬 = floor(i / 13) mod 4 (0 ♠, 1 ♥, 2 ♦, 3 ♣)',
    '1번째 카드 플레이어, 2번째 뱅커, 3번째 플레이어, 4번째 뱅커',
    '두 장 합계 0-5에서 다음 카드(5번째)',
    '3에서는 t ≠ 8일 때, 4에서는 t가 2-7일 때, 5에서는 t가 4-7일 때, 6에서는 t가 6-7일 때',
    '처음 두 장 랭크가 같으면(무늬 무관)',
    '플레이어·뱅커 베팅은 타이면 적중특례(베팅금 환불)',
  ],
  'baccarat-no-commission': [
    '바카라와 똑같이 배분',
    '1번째 카드 플레이어, 2번째 뱅커',
    '뱅커가 합계 6으로 이기면 절반 적중',
  ],
  'odd-even': [
    '0 이상 52 미만의 수 x',
    '랭크 = (x mod 13) + 1',
    '무늬 = floor(x / 13) (0 ♠, 1 ♥, 2 ♦, 3 ♣)',
    '♥ ♦ 레드, ♠ ♣ 블랙',
  ],
};

const seeds = Array.from({ length: 150 }, (_, i) =>
  createHash('sha256').update(`verifier-${i}`).digest('hex'),
);
const games: Record<FamilyId, number[]> = {
  powerball: [101, 411],
  ladder: [102, 541],
  'speed-keno': [103, 523],
  'keno-ladder': [104, 522],
  baccarat: [105, 461],
  'baccarat-no-commission': [492],
  'odd-even': [106, 402],
};

describe('an independent verifier written from the verification page', () => {
  it('when it reads the common steps, then they state the key, message, byte order and rejection it uses', () => {
    const text = verificationStepsText.join('\n');
    for (const phrase of [
      '키 = 시드, 메시지 = "게임번호:회차키:k"',
      '빅엔디언',
      '바이트 0-3이 첫 번째',
      'floor(2^32 / n) × n',
      'j = k + (0 이상 N − k 미만의 수)',
      'd[k]와 d[j]를 바꾼 뒤 d[k]를 꺼냅니다',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it.each(
    Object.keys(verifiers) as FamilyId[],
  )('when %s rounds are drawn from many seeds, then the page-only verifier gets the same results and settles every pick alike', (family) => {
    const rules = familyGuideOf(family)!.rules.join('\n');
    for (const phrase of reliedOn[family]) expect(rules).toContain(phrase);
    const code = miniFamilies[family];
    seeds.forEach((seed, i) => {
      const gameType = games[family][i % games[family].length]!;
      const roundKey = `2026-11-${String(1 + (i % 28)).padStart(2, '0')}-${1 + i}`;
      const drawn = code.draw(createHmacStream({ seed, game: gameType, roundKey }));
      const mine = verifiers[family](pageStream(seed, gameType, roundKey));
      expect(mine.result).toEqual(drawn);
      if (mine.summary) expect(mine.summary).toEqual(code.summarize(drawn));
      const summary = code.summarize(drawn);
      const fromCode = Object.fromEntries(picksOf(code).map((pick) => [pick.name, pick.settle(summary)]));
      expect(settleByPage(family, mine.result, mine.summary)).toEqual(fromCode);
    });
  });
});
