import { baccaratFamily, noCommissionBaccaratFamily } from './baccarat.ts';
import { kenoLadderFamily, speedKenoFamily } from './keno.ts';
import { ladderFamily } from './ladder.ts';
import type { FamilyId, MiniFamily } from './markets.ts';
import { oddEvenFamily } from './odd-even.ts';
import { powerballFamily } from './powerball.ts';

/** A family of any result and summary type, as the engine handles them generically. */
// biome-ignore lint/suspicious/noExplicitAny: families differ in their result and summary types.
export type AnyMiniFamily = MiniFamily<any, any>;

/** Every family by id. */
export const miniFamilies: Readonly<Record<FamilyId, AnyMiniFamily>> = {
  powerball: powerballFamily,
  ladder: ladderFamily,
  'speed-keno': speedKenoFamily,
  'keno-ladder': kenoLadderFamily,
  baccarat: baccaratFamily,
  'baccarat-no-commission': noCommissionBaccaratFamily,
  'odd-even': oddEvenFamily,
};
