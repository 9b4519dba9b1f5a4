import { dragonLines } from './dragon-lines.ts';
import { luckySevens } from './lucky-sevens.ts';
import { oceanFreeSpins } from './ocean-free-spins.ts';
import type { SlotCode, SlotDefinition } from './slot-types.ts';

/** The built-in slots by code. */
export const slotDefinitions: Readonly<Record<SlotCode, SlotDefinition>> = {
  'lucky-sevens': luckySevens,
  'dragon-lines': dragonLines,
  'ocean-free-spins': oceanFreeSpins,
};

/** True for the code of a built-in slot. */
export function isSlotCode(code: string): code is SlotCode {
  return Object.hasOwn(slotDefinitions, code);
}
