import { type Kysely, sql } from 'kysely';

// A casino wallet call in two round trips inside its transaction: one read, one write.
// casino_wallet_read locks the member row first and reads the rest in a statement of its own, so
// those reads see what a call of the same member committed while this one waited for the lock
// (one statement would read them from the snapshot taken before the wait). It reserves a round id
// when the call names a round not seen yet, so the ledger reference is known before the write.
// casino_wallet_post composes migration 0031's ledger_post_transfer (no copy of its body): the new
// round, the posting, the transaction row with the answer a repeat will get, a rollback's bet marked
// rolled back, the round's totals and status; it returns the member's cash balance after the posting. A refused debit raises (HL001) and
// nothing of the call stays; a ledger key that moved money before answers is_duplicate and writes
// nothing more (the caller refuses and rolls back). Output columns are named apart from the
// tables' columns, which the bodies name qualified.
const statements = [
  `create function casino_wallet_read(p_member_id integer, p_provider_id integer, p_uuid text,
    p_token_hash text, p_game_code text, p_round text, p_reference_uuid text)
  returns table (cash_account_id integer,
    seen_id bigint, seen_kind text, seen_status text, seen_round_id bigint, seen_member_id integer,
    seen_amount bigint, seen_fingerprint text, seen_answer jsonb,
    tok_member_id integer, tok_game_id integer, tok_game_code text, tok_provider_id integer,
    tok_expires_at timestamptz, tok_session_ended_at timestamptz, tok_session_expires_at timestamptz,
    tok_session_last_seen_at timestamptz, tok_member_status text, tok_is_betting_blocked boolean,
    tok_nick text, tok_now timestamptz,
    game_found_id integer, game_is_enabled boolean,
    rnd_id bigint, rnd_member_id integer, rnd_game_id integer, rnd_status text, rnd_new_id bigint,
    rnd_has_win boolean,
    ref_id bigint, ref_kind text, ref_status text, ref_round_id bigint, ref_member_id integer,
    ref_amount bigint, ref_fingerprint text, ref_answer jsonb, ref_round_has_win boolean)
  language plpgsql as $$
    declare v_cash_account_id integer;
    begin
      select a.id into v_cash_account_id
        from member m join account a on a.member_id = m.id and a.kind = 'cash'
        where m.id = p_member_id
        for no key update of m;
      if not found then
        return;
      end if;
      return query select v_cash_account_id,
          seen.id, seen.kind, seen.status, seen.round_id, seen.member_id, seen.amount,
          seen.request_fingerprint, seen.answer,
          tok.member_id, tok.game_id, tok_game.code, tok_game.provider_id, tok.expires_at,
          ses.ended_at, ses.expires_at, ses.last_seen_at, tok_member.status,
          tok_member.is_betting_blocked, tok_member.nick, clock_timestamp(),
          game.id, game.is_enabled,
          rnd.id, rnd.member_id, rnd.game_id, rnd.status,
          case when rnd.id is null and game.id is not null
            then nextval(pg_get_serial_sequence('casino_round', 'id')) end,
          exists (select 1 from casino_tx w where w.round_id = rnd.id and w.kind = 'win'),
          ref.id, ref.kind, ref.status, ref.round_id, ref.member_id, ref.amount,
          ref.request_fingerprint, ref.answer,
          exists (select 1 from casino_tx w where w.round_id = ref.round_id and w.kind = 'win')
        from (select 1) as one
        left join casino_tx seen on seen.provider_id = p_provider_id and seen.transaction_uuid = p_uuid
        left join casino_token tok on tok.token_hash = p_token_hash
        left join casino_game tok_game on tok_game.id = tok.game_id
        left join member tok_member on tok_member.id = tok.member_id
        left join member_session ses on ses.token_hash = tok.session_token_hash
        left join casino_game game on game.provider_id = p_provider_id and game.code = p_game_code
        left join casino_round rnd on rnd.provider_id = p_provider_id and rnd.provider_round_id = p_round
        left join casino_tx ref on ref.provider_id = p_provider_id
          and ref.transaction_uuid = p_reference_uuid;
    end $$`,

  `create function casino_wallet_post(p_tx jsonb, p_new_round jsonb, p_answer jsonb,
    p_cash_account_id integer, p_tx_kind text, p_tx_reference text, p_tx_key text,
    p_account_ids integer[], p_amounts bigint[], p_bet_delta bigint, p_win_delta bigint,
    p_round_status text, p_undone_bet_id bigint)
  returns table (cash_balance bigint, is_duplicate boolean)
  language plpgsql as $$
    declare
      v_posted record;
      v_ledger_tx_id bigint;
      v_balance bigint;
      v_round_id bigint := (p_tx ->> 'round_id')::bigint;
    begin
      if p_new_round is not null then
        insert into casino_round (id, provider_id, provider_round_id, member_id, game_id, status)
          select r.id, r.provider_id, r.provider_round_id, r.member_id, r.game_id, r.status
          from jsonb_populate_record(null::casino_round, p_new_round) as r;
      end if;
      -- Nothing moves for 0 won: no key, no posting.
      if p_tx_key is not null then
        select * into v_posted from ledger_post_transfer(p_tx_kind, p_tx_reference, p_tx_key, null,
          null, p_account_ids, p_amounts);
        if v_posted.is_duplicate then
          return query select null::bigint, true;
          return;
        end if;
        v_ledger_tx_id := v_posted.posted_tx_id;
      end if;
      select a.balance into strict v_balance from account a where a.id = p_cash_account_id;
      insert into casino_tx (provider_id, transaction_uuid, kind, status, reference_transaction_uuid,
          round_id, member_id, amount, balance_after, ledger_tx_id, request_fingerprint, answer)
        select t.provider_id, t.transaction_uuid, t.kind, 'posted', t.reference_transaction_uuid,
          t.round_id, t.member_id, t.amount, v_balance, v_ledger_tx_id, t.request_fingerprint,
          p_answer || jsonb_build_object('balance', v_balance)
        from jsonb_populate_record(null::casino_tx, p_tx) as t;
      -- A rollback's bet: marked rolled back; its round is rolled back too once no bet of it stands.
      if p_undone_bet_id is not null then
        update casino_tx b set status = 'rolled_back' where b.id = p_undone_bet_id;
        if not exists (select 1 from casino_tx b where b.round_id = v_round_id and b.kind = 'bet'
            and b.status = 'posted') then
          p_round_status := 'rolled_back';
        end if;
      end if;
      if p_bet_delta <> 0 or p_win_delta <> 0 or p_round_status is not null then
        update casino_round r
          set total_bet = r.total_bet + p_bet_delta,
            total_win = r.total_win + p_win_delta,
            status = coalesce(p_round_status, r.status),
            closed_at = case when p_round_status is null then r.closed_at
              when p_round_status = 'open' then null
              else coalesce(r.closed_at, now()) end
          where r.id = v_round_id;
      end if;
      return query select v_balance, false;
    end $$`,
];

/** A casino wallet call's reads and its writes as two functions (one round trip each). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop function casino_wallet_post(jsonb, jsonb, jsonb, integer, text, text, text, integer[], bigint[], bigint, bigint, text, bigint)',
    'drop function casino_wallet_read(integer, integer, text, text, text, text, text)',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
