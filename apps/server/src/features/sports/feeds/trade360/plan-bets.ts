import { parseDecimalOdds } from '@hanpan/core/sports/odds';
import type { SelectedOutcome } from '../../../../lib/db/sports-tables.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import {
  isKnownSettlement,
  isOlderThan,
  outcomeStatusFromFeed,
  parseFeedLine,
  readFeedDate,
} from './feed-values.ts';
import type { Trade360Bet, Trade360Header, Trade360Market } from './messages.ts';

// Planning a message's bets: pure, in memory, in message order; apply-markets writes the result.

/** The markets one event of a message carries for its fixture. */
export type FixtureMarkets = { fixtureId: number; markets: Trade360Market[] };

/** An outcome row as written (and as the rest of the message then sees it). */
export type OutcomeRow = Omit<SelectedOutcome, 'id'>;
/** What planning a bet needs of its outcome: the stored row, or the row an earlier event of the message wrote. */
export type KnownOutcome = Omit<OutcomeRow, 'updated_at'>;

/** A planned outcome write: the row and the outcome as it was before it. */
export type BetWrite = { existing: KnownOutcome | undefined; row: OutcomeRow };
type BetPlan = ({ kind: 'write' } & BetWrite) | { kind: 'stale' } | { kind: 'skip'; reason: string };

/**
 * Plans every bet of the message in order. Within one event a bet listed twice is written once (the
 * later listing wins); a later event sees what earlier ones wrote.
 */
export function planWrites(
  header: Trade360Header,
  parts: FixtureMarkets[],
  known: Map<string, KnownOutcome>,
  changes: CatalogueChanges,
): BetWrite[] {
  const writes: BetWrite[] = [];
  for (const { fixtureId, markets } of parts) {
    const eventWrites = new Map<string, BetWrite>();
    for (const market of markets) {
      for (const bet of market.Bets) {
        const plan = planBet(header, fixtureId, market.Id, bet, known.get(bet.Id));
        if (plan.kind === 'stale') changes.staleParts += 1;
        else if (plan.kind === 'skip')
          changes.skippedParts.push({ fixtureId, betId: bet.Id, reason: plan.reason });
        else eventWrites.set(bet.Id, { existing: plan.existing, row: plan.row });
      }
    }
    for (const write of eventWrites.values()) {
      writes.push(write);
      known.set(write.row.bet_id, write.row);
    }
  }
  return writes;
}

/** Decides what one bet of a message does to its outcome: write it, or leave it as stale or unusable. */
function planBet(
  header: Trade360Header,
  fixtureId: number,
  marketId: number,
  bet: Trade360Bet,
  existing: KnownOutcome | undefined,
): BetPlan {
  if (existing && (existing.fixture_id !== BigInt(fixtureId) || existing.market_id !== marketId)) {
    return { kind: 'skip', reason: 'bet id already belongs to another fixture or market' };
  }
  const position = {
    at: readFeedDate(bet.LastUpdate),
    seq: header.MsgSeq === undefined ? null : BigInt(header.MsgSeq),
  };
  if (existing && isOlderThan(position, { at: existing.feed_at, seq: existing.msg_seq }))
    return { kind: 'stale' };
  const price = parseDecimalOdds(bet.Price) ?? existing?.price ?? null;
  if (price === null) return { kind: 'skip', reason: `price not usable: ${bet.Price}` };
  if (bet.Settlement !== undefined && !isKnownSettlement(bet.Settlement)) {
    return { kind: 'skip', reason: `unknown settlement value ${bet.Settlement}` };
  }
  const status = outcomeStatusFromFeed(bet.Status);
  // A settled bet without a value keeps the one it had; an open or suspended bet has none.
  const settlement = bet.Settlement ?? (status === 'settled' ? (existing?.settlement ?? null) : null);
  const settlementFrom = existing?.settlement ?? null;
  const now = new Date();
  const row: OutcomeRow = {
    bet_id: bet.Id,
    fixture_id: BigInt(fixtureId),
    market_id: marketId,
    name: bet.Name,
    line_raw: bet.Line ?? null,
    base_line_raw: bet.BaseLine ?? null,
    line_value: parseFeedLine(bet.Line),
    start_price: (bet.StartPrice ? parseDecimalOdds(bet.StartPrice) : null) ?? existing?.start_price ?? null,
    price,
    status,
    settlement,
    settled_at:
      settlement === settlementFrom ? (existing?.settled_at ?? null) : settlement === null ? null : now,
    provider_bet_id: bet.ProviderBetId ?? existing?.provider_bet_id ?? null,
    feed_at: position.at,
    msg_seq: position.seq,
    updated_at: now,
  };
  return { kind: 'write', existing, row };
}
