import { type Kysely, sql } from 'kysely';

// An accepted sports bet's writes in one round trip. It composes the functions of migration 0031
// (no second copy of the claim or the posting): claims the key with the reply as the stored row
// (the reply is built before the call, its bet id taken from bet_id_seq by the group's reads), or
// answers the earlier row; posts the stake; inserts the bet and its legs. A refused debit raises
// (HL001) and nothing of the call stays. A ledger key that moved money before answers is_duplicate
// and writes no bet: the caller refuses the request and rolls its savepoint back.
const statements = [
  `create function bet_place(p_key text, p_member_id integer, p_operation text, p_request_hash text,
    p_reply jsonb, p_tx_kind text, p_tx_reference text, p_tx_key text, p_account_ids integer[], p_amounts bigint[],
    p_bet jsonb, p_legs jsonb)
  returns table (is_claimed boolean, stored_member_id integer, stored_staff_id integer,
    stored_operation text, stored_request_hash text, stored_reply jsonb, is_duplicate boolean)
  language plpgsql as $$
    declare
      claimed record;
      posted record;
    begin
      select * into claimed from idempotency_claim(p_key, p_member_id, null, p_operation,
        p_request_hash, p_reply);
      if not found then
        return;
      end if;
      if not claimed.is_claimed then
        return query select false, claimed.stored_member_id, claimed.stored_staff_id,
          claimed.stored_operation, claimed.stored_request_hash, claimed.stored_reply, false;
        return;
      end if;
      select * into posted from ledger_post_transfer(p_tx_kind, p_tx_reference, p_tx_key, null, null,
        p_account_ids, p_amounts);
      if not posted.is_duplicate then
        insert into bet (id, member_id, kind, stake, total_odds, bonus_rate, bonus_rule,
            potential_payout, leg_count, is_odds_changed, stake_tx_id, idempotency_key, placed_at)
          select b.id, b.member_id, b.kind, b.stake, b.total_odds, b.bonus_rate, b.bonus_rule,
            b.potential_payout, jsonb_array_length(p_legs), b.is_odds_changed, posted.posted_tx_id,
            b.idempotency_key, b.placed_at
          from jsonb_populate_record(null::bet, p_bet) as b;
        insert into bet_leg (bet_id, leg_no, fixture_id, market_id, outcome_id, feed_bet_id,
            sport_id, league_id, pick_name, base_line, odds, is_inplay)
          select (p_bet ->> 'id')::bigint, l.leg_no, l.fixture_id, l.market_id, l.outcome_id,
            l.feed_bet_id, l.sport_id, l.league_id, l.pick_name, l.base_line, l.odds, l.is_inplay
          from jsonb_populate_recordset(null::bet_leg, p_legs) as l;
      end if;
      return query select true, null::integer, null::integer, null::text, null::text, null::jsonb,
        posted.is_duplicate;
    end $$`,
];

/** A sports bet's claim, stake posting, bet, legs and stored reply as one function (one round trip). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      'drop function bet_place(text, integer, text, text, jsonb, text, text, text, integer[], bigint[], jsonb, jsonb)',
    )
    .execute(db);
}
