import type { BetLimits } from './limits.ts';
import { bonusRate, evenRate, totalOddsCeiling } from './odds-maths.ts';

// Settling a bet from its legs' results (REFERENCE.md "Sports settlement"), in integer maths.
//
// Each leg pays a factor of the stake: won = its odds, lost = 0, void = 1.00, half won = (1 + odds) / 2
// (half the stake wins, half is refunded), half lost = 1/2 (half lost, half refunded). A combination pays
// stake x the product of its factors x the bonus; void legs leave the bonus count and the bonus is
// recounted from the legs that still count, by the tiers in force when the bet was accepted.
//
// The one rounding rule, the same as at placement (odds-maths.ts): the settled odds are the exact product
// rounded down once to the hundredth, the payout is settled odds x stake rounded down once to the won.
// So a bet whose legs all win pays exactly the potential payout it was accepted with; nothing pays more.

/** TRADE360 settlement values (REFERENCE.md): the feed's and the staff's. */
export const settlementValue = {
  cancelled: -1,
  loser: 1,
  winner: 2,
  refund: 3,
  halfLost: 4,
  halfWon: 5,
} as const;

/** A settlement value the feed or staff may give an outcome. */
export type SettlementValue = (typeof settlementValue)[keyof typeof settlementValue];

/** Every settlement value, for validation. */
export const settlementValues: readonly SettlementValue[] = Object.values(settlementValue);

/** Where one leg stands. */
export type LegResult = 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

/** Where a bet stands; 'partial' is a settled bet with a half-won or half-lost leg (부분적중). */
export type BetResult = 'open' | 'won' | 'lost' | 'void' | 'partial';

/** The leg result of a settlement value (null: not settled yet; an unknown value is left open). */
export function legResultOf(settlement: number | null | undefined): LegResult {
  switch (settlement) {
    case settlementValue.cancelled:
    case settlementValue.refund:
      return 'void';
    case settlementValue.loser:
      return 'lost';
    case settlementValue.winner:
      return 'won';
    case settlementValue.halfLost:
      return 'half_lost';
    case settlementValue.halfWon:
      return 'half_won';
    default:
      return 'open';
  }
}

/** The bonus tiers a bet was accepted under (kept on the bet). */
export type BonusRule = Pick<BetLimits, 'minBonusOdds' | 'bonusRateList'>;

/** The bonus rule of the limits in force, to keep with a bet. */
export function bonusRuleOf(limits: BonusRule): BonusRule {
  return {
    minBonusOdds: limits.minBonusOdds,
    bonusRateList: limits.bonusRateList.map((tier) => ({ rate: tier.rate })),
  };
}

/** What settling a bet needs. */
export type BetToSettle = {
  stake: bigint;
  /** Odds x100 of the bet as accepted (bonus and single-pick minusRate included). */
  totalOdds: number;
  /** The bonus x100 the bet was accepted with. */
  bonusRate: number;
  potentialPayout: bigint;
  /** The tiers in force at acceptance; null for a bet kept without them (no bonus recount). */
  bonusRule: BonusRule | null;
  /** Each leg's accepted odds x100 and current result. */
  legs: readonly { odds: number; result: LegResult }[];
};

/** A bet's settlement: its status, the odds it pays at (x100) and the payout in whole won. */
export type BetSettlement = { status: BetResult; settledOdds: number; payout: bigint };

const open: BetSettlement = { status: 'open', settledOdds: 0, payout: 0n };

/**
 * Settles a bet from its legs: lost as soon as one leg loses (whatever the others), open while a leg is
 * open, void (stake back) when every leg is void, otherwise won or partial at the product of the factors.
 */
export function settleBet(bet: BetToSettle): BetSettlement {
  const { legs } = bet;
  if (legs.length === 0) return open;
  if (legs.some((leg) => leg.result === 'lost')) return { status: 'lost', settledOdds: 0, payout: 0n };
  if (legs.some((leg) => leg.result === 'open')) return open;
  const counting = legs.filter((leg) => leg.result !== 'void');
  if (counting.length === 0) return { status: 'void', settledOdds: evenRate, payout: bet.stake };

  // A single's accepted odds already carry its minusRate: the leg settles at them.
  const oddsOf = (odds: number) => (legs.length === 1 ? bet.totalOdds : odds);
  const bonus = settledBonus(bet, counting);
  // Factors x200 (so halves stay whole): won 2 x odds, half won 100 + odds, half lost 100.
  let product = BigInt(bonus);
  for (const leg of counting) {
    const odds = BigInt(oddsOf(leg.odds));
    product *= leg.result === 'won' ? 2n * odds : leg.result === 'half_won' ? 100n + odds : 100n;
  }
  const exact = product / 200n ** BigInt(counting.length);
  const settledOdds = exact > BigInt(totalOddsCeiling) ? totalOddsCeiling : Number(exact);
  const payout = (bet.stake * BigInt(settledOdds)) / 100n;
  const isWhole = counting.every((leg) => leg.result === 'won');
  return {
    status: isWhole ? 'won' : 'partial',
    settledOdds,
    payout: payout > bet.potentialPayout ? bet.potentialPayout : payout,
  };
}

/**
 * The bonus the settlement pays: the accepted bonus when every leg still counts (so a whole win pays
 * the accepted figure), else the tiers recounted over the legs left (none for a single).
 */
function settledBonus(bet: BetToSettle, counting: readonly { odds: number }[]): number {
  if (bet.legs.length === 1) return evenRate;
  if (counting.length === bet.legs.length) return bet.bonusRate;
  if (!bet.bonusRule) return evenRate;
  return bonusRate(
    counting.map((leg) => leg.odds),
    bet.bonusRule,
  );
}
