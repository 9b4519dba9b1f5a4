import type { MinigameLimits } from '@hanpan/core/api/staff-minigames';
import type { StaffGameRow } from './staff-repository.ts';

/** A staff change refused with a Korean message, or done. */
export type StaffMinigameOutcome = { kind: 'ok'; message: string } | { kind: 'refused'; message: string };

/** A game row's limits in whole won (at most 10^12 each: safe as JSON numbers). */
export function limitsOf(row: Pick<StaffGameRow, keyof MinigameLimits>): MinigameLimits {
  return {
    minBet: Number(row.minBet),
    maxBet: Number(row.maxBet),
    maxWin: Number(row.maxWin),
    roundMaxBet: Number(row.roundMaxBet),
    roundMaxWin: Number(row.roundMaxWin),
  };
}
