import { type Kysely, sql } from 'kysely';
import { insufficientFundsSqlState } from '../errors.ts';

// One function per money step the hot paths take, so each is one round trip whatever its legs.
// PL/pgSQL, not one statement of data-modifying CTEs: each statement in it sees rows committed
// while an earlier one waited (a concurrent posting of the same key), and a refused debit can raise.
// Output columns are named apart from the tables' columns, which the bodies name unqualified.
const statements = [
  // postTransfer's body: the ledger_tx row under its key (a repeat posts nothing and answers the
  // first id), each leg a conditional update in account-id order (two postings of the same
  // accounts cannot deadlock), then the entries; the deferred trigger checks the sum at commit.
  `create function ledger_post_transfer(p_kind text, p_reference text, p_idempotency_key text,
    p_memo text, p_staff_id integer, p_account_ids integer[], p_amounts bigint[],
    out posted_tx_id bigint, out is_duplicate boolean)
  language plpgsql as $$
    declare leg record;
    begin
      insert into ledger_tx (kind, reference, idempotency_key, memo, staff_id)
        values (p_kind, p_reference, p_idempotency_key, p_memo, p_staff_id)
        on conflict (idempotency_key) do nothing
        returning id into posted_tx_id;
      if posted_tx_id is null then
        select id into strict posted_tx_id from ledger_tx where idempotency_key = p_idempotency_key;
        is_duplicate := true;
        return;
      end if;
      for leg in
        select l.account_id, l.amount from unnest(p_account_ids, p_amounts) as l (account_id, amount)
        order by l.account_id
      loop
        update account set balance = balance + leg.amount
          where id = leg.account_id
            and (kind not in ('cash', 'point', 'agency_cash') or balance + leg.amount >= 0);
        if not found then
          raise exception 'insufficient funds on account %', leg.account_id
            using errcode = '${insufficientFundsSqlState}', detail = leg.account_id::text;
        end if;
      end loop;
      insert into ledger_entry (tx_id, account_id, amount)
        select posted_tx_id, l.account_id, l.amount
        from unnest(p_account_ids, p_amounts) as l (account_id, amount)
        order by l.account_id;
      is_duplicate := false;
    end $$`,

  // The idempotency claim: a new row (is_claimed), or the committed row of an earlier request
  // locked until the caller's transaction ends; no row when it was pruned between the two steps.
  `create function idempotency_claim(p_key text, p_member_id integer, p_staff_id integer,
    p_operation text, p_request_hash text, p_placeholder jsonb)
  returns table (is_claimed boolean, stored_member_id integer, stored_staff_id integer,
    stored_operation text, stored_request_hash text, stored_reply jsonb)
  language plpgsql as $$
    begin
      insert into idempotent_reply (key, member_id, staff_id, operation, request_hash, reply)
        values (p_key, p_member_id, p_staff_id, p_operation, p_request_hash, p_placeholder)
        on conflict (key) do nothing;
      if found then
        return query select true, null::integer, null::integer, null::text, null::text, null::jsonb;
        return;
      end if;
      return query select false, r.member_id, r.staff_id, r.operation, r.request_hash, r.reply
        from idempotent_reply r where r.key = p_key for update;
    end $$`,
];

/** The ledger posting and the idempotency claim as functions (one round trip each). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop function idempotency_claim(text, integer, integer, text, text, jsonb)',
    'drop function ledger_post_transfer(text, text, text, text, integer, integer[], bigint[])',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
