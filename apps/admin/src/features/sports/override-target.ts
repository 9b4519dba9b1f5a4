import type {
  StaffSportsFixture,
  StaffSportsMarket,
  StaffSportsOutcome,
  StaffSportsOverride,
  StaffSportsOverrideTarget,
} from '@hanpan/core/api/staff-sports';
import { formatOdds } from '@hanpan/core/sports/odds';

/** What the 경기 관리 dialog acts on, with what staff read in it. */
export type OverrideSubject = {
  target: StaffSportsOverrideTarget;
  /** '경기 Ulsan HD vs Jeonbuk', '마켓 승무패', '선택지 승무패 · 홈승'. */
  title: string;
  override: StaffSportsOverride | null;
  /** The outcome's feed price (outcomes only). */
  feedPrice: number | null;
};

/** The fixture itself as a subject. */
export function fixtureSubject(fixture: StaffSportsFixture): OverrideSubject {
  return {
    target: { kind: 'fixture', fixtureId: fixture.fixtureId },
    title: `경기 ${fixture.homeName} vs ${fixture.awayName}`,
    override: fixture.override,
    feedPrice: null,
  };
}

/** A market as a subject. */
export function marketSubject(fixture: StaffSportsFixture, market: StaffSportsMarket): OverrideSubject {
  return {
    target: { kind: 'market', fixtureId: fixture.fixtureId, marketId: market.marketId },
    title: `마켓 ${market.name}`,
    override: market.override,
    feedPrice: null,
  };
}

/** An outcome as a subject. */
export function outcomeSubject(
  fixture: StaffSportsFixture,
  market: StaffSportsMarket,
  outcome: StaffSportsOutcome,
): OverrideSubject {
  const line = outcome.line ? ` ${outcome.line}` : '';
  return {
    target: { kind: 'outcome', fixtureId: fixture.fixtureId, outcomeId: outcome.id },
    title: `선택지 ${market.name} · ${outcome.pickLabel}${line}`,
    override: outcome.override,
    feedPrice: outcome.feedPrice,
  };
}

/** An override in a few Korean words: '정지', '배당 2.55', '정지 · 배당 2.55'. */
export function describeOverride(override: StaffSportsOverride | null): string {
  if (!override) return '';
  const parts = [];
  if (override.isSuspended) parts.push('정지');
  if (override.price !== null) parts.push(`배당 ${formatOdds(override.price)}`);
  return parts.join(' · ');
}
