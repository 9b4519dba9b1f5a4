import { type Kysely, sql } from 'kysely';
import { roundLimitsSqlState, roundNotBettableSqlState } from '../errors.ts';

// An accepted mini-game bet's writes in one round trip, as bet_place (0034) does for sports. It
// composes the functions of migration 0031 (no second copy of the claim or the posting): claims the
// key with the reply as the stored row (built before the call, its bet id taken from the bet id
// sequence by the placement's read), or answers the earlier row. Then, with the member row locked
// (one bet of a member at a time, so the round totals hold) and the round shared (a draw or a void
// waits for this bet, or committed before it), it refuses a round that stopped taking bets by the
// database clock of this statement (HL002) or a stake past the member's round limits (HL003): the
// raise undoes the claim too, nothing is written. Then it posts the stake (a refused debit raises
// HL001) and inserts the bet; a ledger key that moved money before answers is_duplicate and writes
// no bet: the caller refuses the request and rolls its transaction back.
const statements = [
  `create function minigame_bet_place(p_key text, p_member_id integer, p_operation text,
    p_request_hash text, p_reply jsonb, p_tx_kind text, p_tx_reference text, p_tx_key text,
    p_account_ids integer[], p_amounts bigint[], p_bet jsonb)
  returns table (is_claimed boolean, stored_member_id integer, stored_staff_id integer,
    stored_operation text, stored_request_hash text, stored_reply jsonb, is_duplicate boolean)
  language plpgsql as $$
    declare
      claimed record;
      posted record;
      new_bet minigame_bet;
      round_row record;
      placed record;
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
      new_bet := jsonb_populate_record(null::minigame_bet, p_bet);
      -- Not FOR UPDATE: that would wait on the key-share locks other calls' inserts (idempotent_reply,
      -- minigame_bet) take on the member row, a deadlock.
      perform 1 from member where id = p_member_id for no key update;
      select r.status, r.close_at, g.round_max_bet, g.round_max_win into round_row
        from minigame_round r join minigame_game g on g.game_type = r.game_type
        where r.id = new_bet.round_id
        for share of r;
      if not found or round_row.status <> 'open' or clock_timestamp() >= round_row.close_at then
        raise exception 'round % is not taking bets', new_bet.round_id
          using errcode = '${roundNotBettableSqlState}';
      end if;
      select coalesce(sum(b.stake), 0) as stake, coalesce(sum(b.potential_win), 0) as potential_win
        into placed
        from minigame_bet b where b.member_id = p_member_id and b.round_id = new_bet.round_id;
      if placed.stake + new_bet.stake > round_row.round_max_bet
        or placed.potential_win + new_bet.potential_win > round_row.round_max_win then
        raise exception 'member % is at the limits of round %', p_member_id, new_bet.round_id
          using errcode = '${roundLimitsSqlState}';
      end if;
      select * into posted from ledger_post_transfer(p_tx_kind, p_tx_reference, p_tx_key, null, null,
        p_account_ids, p_amounts);
      if not posted.is_duplicate then
        insert into minigame_bet (id, member_id, game_type, round_id, round_key, pick, odds, stake,
            potential_win, idempotency_key, stake_tx_id, placed_at)
          values (new_bet.id, p_member_id, new_bet.game_type, new_bet.round_id, new_bet.round_key,
            new_bet.pick, new_bet.odds, new_bet.stake, new_bet.potential_win, new_bet.idempotency_key,
            posted.posted_tx_id, new_bet.placed_at);
      end if;
      return query select true, null::integer, null::integer, null::text, null::text, null::jsonb,
        posted.is_duplicate;
    end $$`,
];

/** A mini-game bet's claim, round checks, stake posting, bet and stored reply as one function (one round trip). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      'drop function minigame_bet_place(text, integer, text, text, jsonb, text, text, text, integer[], bigint[], jsonb)',
    )
    .execute(db);
}
