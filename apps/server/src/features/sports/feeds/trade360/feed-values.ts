import { parseLine } from '@hanpan/core/sports/lines';
import type { CatalogueStatus } from '../../../../lib/db/sports-tables.ts';
import { trade360BetStatus, trade360Settlement } from './messages.ts';

/**
 * A feed line ('2.5', '-1.25', '-1.0 (0-0)') in hundredths (250, -125, -100), read by core's TRADE360 line
 * parser; null when there is no line or it does not read as one.
 */
export function parseFeedLine(text: string | undefined): number | null {
  return text === undefined ? null : (parseLine(text)?.value ?? null);
}

/** Our status of an outcome from the feed's bet status (1 open, 2 suspended, 3 settled). */
export function outcomeStatusFromFeed(status: number): CatalogueStatus {
  if (status === trade360BetStatus.open) return 'open';
  if (status === trade360BetStatus.settled) return 'settled';
  // Unknown statuses lock the pick rather than offer it.
  return 'suspended';
}

const settlementValues: readonly number[] = Object.values(trade360Settlement);

/** True for a settlement value the feed documents (-1 cancelled, 1 loser ... 5 half won). */
export function isKnownSettlement(value: number): boolean {
  return settlementValues.includes(value);
}

/** Where a piece of feed data sits in the feed's order: its own LastUpdate (when it has one) and the message's MsgSeq. */
export type FeedPosition = { at: Date | null; seq: bigint | null };

/** Reads an ISO date from the feed; null when absent or unreadable. */
export function readFeedDate(text: string | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * True when incoming data is older than what is stored, so applying it would undo a newer update. The
 * data's own LastUpdate decides; MsgSeq decides when the times are equal or missing. Equal positions are
 * not older: a repeated value under a new MsgId is applied (and changes nothing).
 */
export function isOlderThan(incoming: FeedPosition, stored: FeedPosition): boolean {
  if (incoming.at && stored.at && incoming.at.getTime() !== stored.at.getTime()) {
    return incoming.at.getTime() < stored.at.getTime();
  }
  if (incoming.seq !== null && stored.seq !== null) return incoming.seq < stored.seq;
  return false;
}

/** A period of a live fixture as the catalogue stores it (fixture.periods). */
export type StoredPeriod = {
  /** The feed's period code (LSports: soccer 10 first half, basketball 40 overtime...). */
  type: number;
  /** Our 1-based period number (core periodName), null for a code we do not know. */
  number: number | null;
  isFinished: boolean;
  isConfirmed: boolean;
  home: number | null;
  away: number | null;
};

/** The score of one side from feed results (Position "1" home, "2" away); null when absent or not a number. */
export function readScore(results: readonly { Position: string; Value: string }[], position: '1' | '2') {
  const value = results.find((result) => result.Position === position)?.Value;
  if (value === undefined || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}
