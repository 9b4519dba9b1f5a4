import { shoeSize } from './baccarat.ts';
import { type BaccaratHand, playHand } from './baccarat-rules.ts';
import { type Card, cardOfIndex, cardSuits } from './cards.ts';
import { miniGames } from './catalogue.ts';
import { createDealer } from './draw-helpers.ts';
import { kenoDraw } from './keno.ts';
import { type LadderResult, ladderResultOf } from './ladder.ts';
import type { FamilyId } from './markets.ts';
import { createHmacStream, type HmacStream, type StreamBlock, type StreamDraw } from './provably-fair.ts';

// The verification page's worked example per family: a fixed seed drawn step by step with the same
// primitives the family's draw uses, every integer annotated with what it became (fairness-example.test.ts
// checks the result equals the family's own draw for many seeds, so the example cannot drift).

/** An integer of the example with what it became, in Korean. */
export type ExampleDraw = StreamDraw & { note: string };

/** A family's worked example: its inputs, blocks, annotated integers, result and the result in Korean. */
export type WorkedExample = {
  gameType: number;
  roundKey: string;
  seed: string;
  blocks: readonly StreamBlock[];
  draws: readonly ExampleDraw[];
  result: unknown;
  outcome: string;
};

/** The example's seed: SHA-256 of the text 'hanpan' (any 64 lowercase hex digits would do). */
export const exampleSeed = '8dac4bff72eba9f6983653256ed84a6e7558be790a67274d4fab470555c6696b';

/** The example's round key. */
export const exampleRoundKey = '2026-11-24-1';

const suitSymbols = ['♠', '♥', '♦', '♣'] as const;
const rankLabels = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const sideText = (side: LadderResult['start']) => (side === 'left' ? '좌' : '우');
const finishText = (finish: LadderResult['finish']) => (finish === 'odd' ? '홀' : '짝');
const parityText = (value: number) => (value % 2 === 0 ? '짝' : '홀');

/** A card as the page writes it, e.g. ♥10. */
export function cardLabel(card: Card): string {
  return `${suitSymbols[cardSuits.indexOf(card.suit)]}${rankLabels[card.rank]}`;
}

type Trace = { stream: HmacStream; notes: string[] };

/** Notes the integer just drawn. */
function noteLast(trace: Trace, note: string): number {
  trace.notes.push(note);
  return trace.stream.draws.at(-1)!.value;
}

/** A Fisher-Yates dealer (draw-helpers.ts) that notes each position j and dealt index. */
function tracedDealer(trace: Trace, size: number, label: (index: number) => string): () => number {
  const deal = createDealer(size, trace.stream);
  let k = 0;
  return () => {
    const index = deal();
    const value = trace.stream.draws.at(-1)!.value;
    trace.notes.push(`j = ${k} + ${value} = ${k + value} → 딜 인덱스 ${index} → ${label(index)}`);
    k += 1;
    return index;
  };
}

const cardNote = (index: number) =>
  `랭크 ${(index % 13) + 1}, 무늬 ${Math.floor(index / 13) % 4} → ${cardLabel(cardOfIndex(index))}`;

function drawPowerballExample(trace: Trace) {
  const deal = tracedDealer(trace, 28, (index) => `공 ${index + 1}`);
  const balls = Array.from({ length: 5 }, () => 1 + deal());
  const powerball = trace.stream.nextInt(10);
  noteLast(trace, `파워볼 ${powerball}`);
  const sum = balls.reduce((total, ball) => total + ball, 0);
  return {
    result: { balls, powerball },
    outcome: `일반볼 ${balls.join(', ')} (합 ${sum}), 파워볼 ${powerball}`,
  };
}

function ladderOutcome(result: LadderResult): string {
  return `출발 ${sideText(result.start)}, ${result.rungs}줄 → 도착 ${finishText(result.finish)}`;
}

function drawLadderExample(trace: Trace) {
  const start = trace.stream.nextInt(2) === 0 ? 'left' : 'right';
  noteLast(trace, `출발 ${sideText(start)}`);
  const rungs = trace.stream.nextInt(2) === 0 ? 3 : 4;
  noteLast(trace, `${rungs}줄`);
  const result = ladderResultOf(start, rungs);
  return { result, outcome: ladderOutcome(result) };
}

function drawKenoNumbers(trace: Trace): number[] {
  const deal = tracedDealer(trace, kenoDraw.max, (index) => `번호 ${index + 1}`);
  return Array.from({ length: kenoDraw.count }, () => 1 + deal());
}

function drawSpeedKenoExample(trace: Trace) {
  const numbers = drawKenoNumbers(trace);
  const sum = numbers.reduce((total, number) => total + number, 0);
  return { result: { numbers }, outcome: `번호 ${numbers.join(', ')} (합 ${sum}, ${parityText(sum)})` };
}

function drawKenoLadderExample(trace: Trace) {
  const numbers = drawKenoNumbers(trace);
  const [first = 0, second = 0] = numbers;
  const ladder = ladderResultOf(first % 2 === 1 ? 'left' : 'right', second % 2 === 1 ? 3 : 4);
  const outcome = `첫 번호 ${first}(${parityText(first)}), 두 번째 ${second}(${parityText(second)}) → ${ladderOutcome(ladder)}`;
  return { result: { numbers }, outcome };
}

/** Which side each dealt card of the hand went to, in deal order. */
function sidesOf(hand: BaccaratHand): string[] {
  const sides = ['플레이어', '뱅커', '플레이어', '뱅커'];
  if (hand.player.length === 3) sides.push('플레이어');
  if (hand.banker.length === 3) sides.push('뱅커');
  return sides;
}

function drawBaccaratExample(trace: Trace) {
  const deal = tracedDealer(trace, shoeSize, cardNote);
  const hand = playHand(() => cardOfIndex(deal()));
  const first = trace.notes.length - sidesOf(hand).length;
  sidesOf(hand).forEach((side, i) => {
    trace.notes[first + i] = `${trace.notes[first + i]} (${side})`;
  });
  const cards = (side: readonly Card[]) => side.map(cardLabel).join(' ');
  const winner = { player: '플레이어 승', banker: '뱅커 승', tie: '타이' }[hand.winner];
  const outcome = `플레이어 ${cards(hand.player)} (합 ${hand.playerTotal}), 뱅커 ${cards(hand.banker)} (합 ${hand.bankerTotal}) → ${winner}`;
  return { result: hand, outcome };
}

function drawOddEvenExample(trace: Trace) {
  const card = cardOfIndex(tracedDealer(trace, 52, cardNote)());
  const colour = card.suit === 'heart' || card.suit === 'diamond' ? '레드' : '블랙';
  return { result: { card }, outcome: `${cardLabel(card)} → ${parityText(card.rank)}, ${colour}` };
}

const examples: Record<FamilyId, (trace: Trace) => { result: unknown; outcome: string }> = {
  powerball: drawPowerballExample,
  ladder: drawLadderExample,
  'speed-keno': drawSpeedKenoExample,
  'keno-ladder': drawKenoLadderExample,
  baccarat: drawBaccaratExample,
  'baccarat-no-commission': drawBaccaratExample,
  'odd-even': drawOddEvenExample,
};

/** The first game of the family (the example's game number). */
export function exampleGameOf(family: FamilyId): number {
  return miniGames.find((game) => game.family === family)!.gameType;
}

/** The family's worked example for a seed and round (by default the page's fixed ones). */
export function workedExample(
  family: FamilyId,
  input: { seed?: string; gameType?: number; roundKey?: string } = {},
): WorkedExample {
  const seed = input.seed ?? exampleSeed;
  const gameType = input.gameType ?? exampleGameOf(family);
  const roundKey = input.roundKey ?? exampleRoundKey;
  const stream = createHmacStream({ seed, game: gameType, roundKey });
  const trace: Trace = { stream, notes: [] };
  const { result, outcome } = examples[family](trace);
  const draws = stream.draws.map((draw, i) => ({ ...draw, note: trace.notes[i] ?? '' }));
  return { gameType, roundKey, seed, blocks: stream.blocks, draws, result, outcome };
}
