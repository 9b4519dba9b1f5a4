// The member's answer to a price that moved before a bet is taken (kept per member). Plain values
// (no zod), so the slip on every page can offer the choice without loading the contracts.

/** The member's answer to a price that moved (spec: accept odds changes, three ways). */
export const oddsChangePreferences = ['never', 'any', 'better'] as const;
/** never: refuse; any: take the current price; better: take it only when it is higher. */
export type OddsChangePreference = (typeof oddsChangePreferences)[number];

/** Korean names of the preferences, for the slip's choice. */
export const oddsChangePreferenceText: Record<OddsChangePreference, string> = {
  never: '배당 변경 시 베팅 안 함',
  any: '모든 배당 변경 수락',
  better: '배당 상승 시에만 수락',
};
