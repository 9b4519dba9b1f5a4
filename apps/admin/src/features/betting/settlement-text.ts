import { settlementValueText } from '@hanpan/core/api/staff-settlement';
import type { SettlementValue } from '@hanpan/core/betting/settlement';

/** A settlement value in Korean ('-' for none; the number for one the feed adds later). */
export function settlementText(value: number | null): string {
  return value === null ? '-' : (settlementValueText[value as SettlementValue] ?? String(value));
}
