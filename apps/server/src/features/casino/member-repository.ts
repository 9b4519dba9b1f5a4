import type { CasinoCategory, CasinoGameKind, CasinoRoundStatus } from '@hanpan/core/api/casino';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { MemberRoundsFilter } from './member-history.ts';

// The member calls' reads and the launch's token insert.

/** A game with its provider, as the lobby and launch present it. */
export type CasinoGameRow = {
  id: number;
  code: string;
  name: string;
  category: CasinoCategory;
  kind: CasinoGameKind;
  rtpBp: number | null;
  providerCode: string;
  providerName: string;
  launchUrl: string;
  isPlayable: boolean;
};

const gameColumns = [
  'g.id',
  'g.code',
  'g.name',
  'g.category',
  'g.kind',
  'g.rtp_bp as rtpBp',
  'p.code as providerCode',
  'p.name as providerName',
  'p.launch_url as launchUrl',
] as const;

const gamesQuery = (db: Db) =>
  db
    .selectFrom('casino_game as g')
    .innerJoin('casino_provider as p', 'p.id', 'g.provider_id')
    .select([...gameColumns, sql<boolean>`g.is_enabled and p.is_enabled`.as('isPlayable')]);

const asGameRow = (row: Record<string, unknown>) => row as unknown as CasinoGameRow;

/** The playable games of a lobby (game and provider on), in the staff's order. */
export async function listLobbyGames(db: Db, category: CasinoCategory): Promise<CasinoGameRow[]> {
  const rows = await gamesQuery(db)
    .where('g.category', '=', category)
    .where('g.is_enabled', '=', true)
    .where('p.is_enabled', '=', true)
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .execute();
  return rows.map(asGameRow);
}

/** One game with its provider, or null. */
export async function findCasinoGame(db: Db, gameId: number): Promise<CasinoGameRow | null> {
  const row = await gamesQuery(db).where('g.id', '=', gameId).executeTakeFirst();
  return row ? asGameRow(row) : null;
}

/** Whether the member may play: active and not barred from betting. */
export async function canMemberPlay(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select(['status', 'is_betting_blocked as isBettingBlocked'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined && row.status === 'active' && !row.isBettingBlocked;
}

/** Stores a player token (its hash) tied to the member's login session. */
export async function insertCasinoToken(
  db: Db,
  token: { tokenHash: string; memberId: number; sessionTokenHash: string; gameId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('casino_token')
    .values({
      token_hash: token.tokenHash,
      member_id: token.memberId,
      session_token_hash: token.sessionTokenHash,
      game_id: token.gameId,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** The playable games the member played lately, newest first. */
export async function listRecentGames(db: Db, memberId: number, limit: number): Promise<CasinoGameRow[]> {
  const recent = db
    .selectFrom('casino_round')
    .select(['game_id', sql<Date>`max(started_at)`.as('lastAt')])
    .where('member_id', '=', memberId)
    .groupBy('game_id')
    .as('r');
  const rows = await gamesQuery(db)
    .innerJoin(recent, 'r.game_id', 'g.id')
    .where('g.is_enabled', '=', true)
    .where('p.is_enabled', '=', true)
    .orderBy('r.lastAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map(asGameRow);
}

/** The member's live tokens (unexpired, login session not ended), the newest per game. */
export async function listOpenTokens(db: Db, memberId: number, now: Date) {
  const rows = await db
    .selectFrom('casino_token as t')
    .innerJoin('member_session as s', 's.token_hash', 't.session_token_hash')
    .select(['t.game_id as gameId', 't.created_at as openedAt', 't.expires_at as expiresAt'])
    .where('t.member_id', '=', memberId)
    .where('t.expires_at', '>', now)
    .where('s.ended_at', 'is', null)
    .where('s.expires_at', '>', now)
    .orderBy('t.created_at', 'desc')
    .limit(100)
    .execute();
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.gameId) && seen.add(row.gameId));
}

/** One round of the member's history. */
export type MemberRoundRow = {
  id: bigint;
  round: string;
  gameId: number;
  gameName: string;
  kind: CasinoGameKind;
  providerName: string;
  stake: bigint;
  win: bigint;
  status: CasinoRoundStatus;
  startedAt: Date;
  closedAt: Date | null;
};

/** A page of the member's rounds of a lobby, newest first, with the count of all that match. */
export async function pageMemberRounds(
  db: Db,
  memberId: number,
  filter: MemberRoundsFilter,
): Promise<{ rows: MemberRoundRow[]; total: number }> {
  const outcome = filter.outcome ?? 'all';
  let query = db
    .selectFrom('casino_round as r')
    .innerJoin('casino_game as g', 'g.id', 'r.game_id')
    .innerJoin('casino_provider as p', 'p.id', 'r.provider_id')
    .where('r.member_id', '=', memberId)
    .where('g.category', '=', filter.category);
  if (filter.from) query = query.where('r.started_at', '>=', filter.from);
  if (filter.until) query = query.where('r.started_at', '<', filter.until);
  if (outcome === 'open' || outcome === 'rolled_back') query = query.where('r.status', '=', outcome);
  if (outcome === 'won') query = query.where('r.status', '=', 'closed').where('r.total_win', '>', 0n);
  if (outcome === 'lost') query = query.where('r.status', '=', 'closed').where('r.total_win', '=', 0n);
  const [rows, count] = await Promise.all([
    query
      .select([
        'r.id',
        'r.provider_round_id as round',
        'g.id as gameId',
        'g.name as gameName',
        'g.kind',
        'p.name as providerName',
        'r.total_bet as stake',
        'r.total_win as win',
        'r.status',
        'r.started_at as startedAt',
        'r.closed_at as closedAt',
      ])
      .orderBy('r.started_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as MemberRoundRow[], total: Number(count.total) };
}
