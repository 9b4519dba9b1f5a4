import { z } from 'zod';
import type { RandomSource } from '../minigames/provably-fair.ts';

// European roulette: one zero, pockets 0-36, the pocket is nextInt(37). Payouts (to 1): straight 35,
// split 17, street 11, corner 8, six line 5, dozen and column 2, red/black/odd/even/low/high 1; zero
// loses every bet except a straight on 0 or a split/street/corner containing it (no la partage). A win
// returns the stake plus the payout; `win` is the whole amount returned, stake included.

/** The red numbers of the wheel. */
export const redNumbers: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** Bet kinds and their payout to 1. */
export const roulettePayouts = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  'six-line': 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
} as const;

/** A roulette bet kind. */
export type RouletteBetKind = keyof typeof roulettePayouts;

/** Korean names of the bet kinds. */
export const rouletteBetKindText = {
  straight: '스트레이트',
  split: '스플릿',
  street: '스트리트',
  corner: '코너',
  'six-line': '식스라인',
  dozen: '더즌',
  column: '컬럼',
  red: '레드',
  black: '블랙',
  odd: '홀',
  even: '짝',
  low: '로우(1-18)',
  high: '하이(19-36)',
} as const satisfies Record<RouletteBetKind, string>;

const amount = z.number().int().positive().max(1_000_000_000_000);
const pocket = z.number().int().min(0).max(36);

/** One bet: its kind, what it covers (`numbers` for inside bets, `index` 1-3 for dozen/column) and amount. */
export const rouletteBetSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('straight'), numbers: z.tuple([pocket]), amount }),
    z.object({ kind: z.literal('split'), numbers: z.tuple([pocket, pocket]), amount }),
    z.object({ kind: z.literal('street'), numbers: z.tuple([pocket, pocket, pocket]), amount }),
    z.object({ kind: z.literal('corner'), numbers: z.tuple([pocket, pocket, pocket, pocket]), amount }),
    z.object({
      kind: z.literal('six-line'),
      numbers: z.tuple([pocket, pocket, pocket, pocket, pocket, pocket]),
      amount,
    }),
    z.object({ kind: z.literal('dozen'), index: z.number().int().min(1).max(3), amount }),
    z.object({ kind: z.literal('column'), index: z.number().int().min(1).max(3), amount }),
    z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount }),
  ])
  .refine((bet) => !('numbers' in bet) || isInsideBetOnTable(bet.kind, bet.numbers), {
    message: '테이블에 없는 베팅 위치입니다.',
  });

/** A roulette bet. */
export type RouletteBet = z.infer<typeof rouletteBetSchema>;

/** The bets of one spin: 1 to 50 bets. */
export const rouletteBetsSchema = z.array(rouletteBetSchema).min(1).max(50);

/** Spins the wheel: a pocket 0-36. */
export function spinRoulette(random: RandomSource): number {
  return random.nextInt(37);
}

/** Column (1-3) of a number 1-36 on the table: 1, 4, 7 ... is column 1. */
function columnOf(n: number): number {
  return ((n - 1) % 3) + 1;
}

/** True when the numbers (any order) are a split, street, corner or six line that exists on the table. */
export function isInsideBetOnTable(kind: RouletteBetKind, numbers: readonly number[]): boolean {
  const sorted = [...numbers].sort((a, b) => a - b);
  if (new Set(sorted).size !== sorted.length) return false;
  const [a = -1, b = -1] = sorted;
  switch (kind) {
    case 'straight':
      return sorted.length === 1;
    case 'split':
      if (a === 0) return b >= 1 && b <= 3;
      return b - a === 3 || (b - a === 1 && columnOf(a) !== 3);
    case 'street':
      // A row (n, n+1, n+2 with n in column 1) or a zero street (0, 1, 2 / 0, 2, 3).
      if (a === 0) return (b === 1 && sorted[2] === 2) || (b === 2 && sorted[2] === 3);
      return columnOf(a) === 1 && sorted[1] === a + 1 && sorted[2] === a + 2;
    case 'corner':
      if (a === 0) return sorted.join() === '0,1,2,3';
      return columnOf(a) !== 3 && sorted.join() === [a, a + 1, a + 3, a + 4].join();
    case 'six-line':
      return (
        a >= 1 &&
        columnOf(a) === 1 &&
        a <= 31 &&
        sorted.join() === [0, 1, 2, 3, 4, 5].map((i) => a + i).join()
      );
    default:
      return false;
  }
}

/** True when the bet wins on the pocket. */
export function isRouletteBetWon(bet: RouletteBet, pocket: number): boolean {
  if ('numbers' in bet) return (bet.numbers as readonly number[]).includes(pocket);
  if (pocket === 0) return false;
  switch (bet.kind) {
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.index;
    case 'column':
      return columnOf(pocket) === bet.index;
    case 'red':
      return redNumbers.has(pocket);
    case 'black':
      return !redNumbers.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
  }
}

/** One bet's settlement: whether it won and the amount returned (stake included). */
export type RouletteBetResult = { bet: RouletteBet; won: boolean; win: number };

/** Settles a spin's bets: the total returned and each bet's part. */
export function settleRoulette(
  bets: readonly RouletteBet[],
  pocket: number,
): { win: number; stake: number; perBet: RouletteBetResult[] } {
  const perBet = bets.map((bet) => {
    const won = isRouletteBetWon(bet, pocket);
    return { bet, won, win: won ? bet.amount * (roulettePayouts[bet.kind] + 1) : 0 };
  });
  return {
    win: perBet.reduce((sum, result) => sum + result.win, 0),
    stake: bets.reduce((sum, bet) => sum + bet.amount, 0),
    perBet,
  };
}

/** The colour of a pocket, for the client. */
export function pocketColor(pocket: number): 'green' | 'red' | 'black' {
  if (pocket === 0) return 'green';
  return redNumbers.has(pocket) ? 'red' : 'black';
}
