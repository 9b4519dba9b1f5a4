import type { SuspendReason } from '@hanpan/core/sports/live-incidents';
import type { CatalogueStatus } from '../../../../lib/db/sports-tables.ts';

/** What applying a message did: applied, a redelivery (same MsgId), entirely older than the catalogue, or not catalogue data. */
export type ApplyResult = 'applied' | 'duplicate' | 'stale' | 'ignored';

/** A fixture that changed: new, its metadata, its live score, or its status. */
export type FixtureChange = {
  fixtureId: number;
  isNew: boolean;
  isMetadataChanged: boolean;
  isLivescoreChanged: boolean;
  statusFrom: number | null;
  statusTo: number;
};

/** An outcome that changed price, status or settlement (from is null for a new outcome). */
export type OutcomeChange = {
  outcomeId: number;
  betId: string;
  fixtureId: number;
  marketId: number;
  priceFrom: number | null;
  priceTo: number;
  statusFrom: CatalogueStatus | null;
  statusTo: CatalogueStatus;
  settlementFrom: number | null;
  settlementTo: number | null;
};

/** A market whose status, suspension reason or main line changed. */
export type MarketChange = {
  fixtureId: number;
  marketId: number;
  statusFrom: CatalogueStatus | null;
  statusTo: CatalogueStatus;
  mainLineFrom: string | null;
  mainLineTo: string | null;
  /** Why it is suspended now, null when open or settled or the feed gave no reason. */
  suspendReasonTo: SuspendReason | null;
};

/** A part of a message the catalogue could not use, and why. */
export type SkippedPart = { fixtureId: number; betId?: string; reason: string };

/** Everything one feed message changed, for the real-time what-changed messages. */
export type CatalogueChanges = {
  msgId: string;
  type: number;
  result: ApplyResult;
  fixtures: FixtureChange[];
  markets: MarketChange[];
  outcomes: OutcomeChange[];
  /** Parts (fixture metadata, live score, bets) older than what the catalogue holds, left alone. */
  staleParts: number;
  skippedParts: SkippedPart[];
};

/** Changes of a message before anything is applied. */
export function emptyChanges(msgId: string, type: number, result: ApplyResult): CatalogueChanges {
  return { msgId, type, result, fixtures: [], markets: [], outcomes: [], staleParts: 0, skippedParts: [] };
}

/** True when the message changed some row. */
export function hasChanges(changes: CatalogueChanges): boolean {
  return changes.fixtures.length > 0 || changes.markets.length > 0 || changes.outcomes.length > 0;
}
