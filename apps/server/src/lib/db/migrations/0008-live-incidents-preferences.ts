import { type Kysely, sql } from 'kysely';

// One statement per query: PGlite's extended protocol takes a single statement.
const statements = [
  // The live event timeline the feed gave (goals, cards, period ends; oldest first, capped by the
  // adapter) and the red cards by side ({home, away}; null for sports without cards). Both follow
  // the live score's feed position (livescore_feed_at / livescore_msg_seq).
  "alter table fixture add column incidents jsonb not null default '[]'",
  'alter table fixture add column red_cards jsonb',
  // When the live score last brought a different clock (the server's time of applying it): pages run
  // the clock on from here. A metadata update or a repeated clock leaves it alone.
  'alter table fixture add column clock_at timestamptz',
  // Why the feed suspended a market (core SuspendReason code); null whenever the market is open.
  'alter table market add column suspend_reason text',
  // The sports list view a member chose (core sportsViews).
  `alter table member add column sports_view text not null default 'domestic'
    constraint member_sports_view_known check (sports_view in ('domestic', 'international'))`,
  // Leagues a member starred; created_at orders them oldest first.
  `create table member_favourite_league (
    member_id integer not null references member (id),
    league_id integer not null references league (id),
    created_at timestamptz not null default now(),
    primary key (member_id, league_id)
  )`,
  'create index member_favourite_league_league_idx on member_favourite_league (league_id)',
];

/** Live incidents and red cards of fixtures, market suspension reasons, members' sports view and starred leagues. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop table member_favourite_league',
    'alter table member drop column sports_view',
    'alter table market drop column suspend_reason',
    'alter table fixture drop column clock_at',
    'alter table fixture drop column red_cards',
    'alter table fixture drop column incidents',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
