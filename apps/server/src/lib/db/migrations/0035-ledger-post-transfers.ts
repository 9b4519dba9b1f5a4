import { type Kysely, sql } from 'kysely';

// Many balanced transfers in one call (one round trip for a group of movements, as pgledger posts
// them), each with its own outcome: 'posted', 'duplicate' (its key moved money before: nothing
// posted) or 'refused' (a member account would go below zero: nothing of that transfer written, the
// others go on). No exception and no subtransaction per refusal: the call locks the union of its
// accounts once, `for update` in account-id order (the order ledger_post_transfer of migration 0031
// updates them, so the two cannot deadlock), decides each transfer against the running balances,
// and only then writes. Transfers are numbered from 1 (their position in the per-transfer arrays);
// p_leg_transfer names each leg's transfer. The deferred trigger checks each sum at commit.
const statements = [
  `create function ledger_post_transfers(p_kinds text[], p_references text[], p_keys text[],
    p_memos text[], p_staff_ids integer[], p_leg_transfer integer[], p_leg_account integer[],
    p_leg_amount bigint[])
  returns table (transfer_no integer, posted_tx_id bigint, outcome text)
  language plpgsql as $$
    declare
      v_count integer := coalesce(array_length(p_keys, 1), 0);
      v_ids integer[];
      v_before bigint[];
      v_balances bigint[];
      v_is_member boolean[];
      v_legs_transfer integer[];
      v_legs_account integer[];
      v_legs_amount bigint[];
      v_legs_slot integer[];
      v_known_keys text[];
      v_known_txs bigint[];
      v_known integer;
      v_leg_count integer;
      v_first integer := 1;
      v_last integer;
      v_slot integer;
      v_is_short boolean;
      v_tx bigint;
      v_outcomes text[] := array_fill(null::text, array[v_count]);
      v_txs bigint[] := array_fill(null::bigint, array[v_count]);
      v_entry_tx bigint[] := '{}';
      v_entry_account integer[] := '{}';
      v_entry_amount bigint[] := '{}';
    begin
      if v_count = 0 then
        return;
      end if;
      if exists (select from unnest(p_leg_transfer) as t (n) where t.n is null or t.n < 1 or t.n > v_count) then
        raise exception 'a leg names no transfer of the call';
      end if;
      -- Every account of the call locked once, in id order; their balances are the running ones.
      select coalesce(array_agg(locked.id order by locked.id), '{}'),
          coalesce(array_agg(locked.balance order by locked.id), '{}'),
          coalesce(array_agg(locked.kind in ('cash', 'point', 'agency_cash') order by locked.id), '{}')
        into v_ids, v_before, v_is_member
        from (select a.id, a.balance, a.kind from account a
          where a.id = any(p_leg_account) order by a.id for update) as locked;
      -- The legs grouped by transfer (each transfer's legs one slice), each with its account's slot.
      select coalesce(array_agg(l.t order by l.t, l.a), '{}'), coalesce(array_agg(l.a order by l.t, l.a), '{}'),
          coalesce(array_agg(l.m order by l.t, l.a), '{}'),
          coalesce(array_agg(array_position(v_ids, l.a) order by l.t, l.a), '{}')
        into v_legs_transfer, v_legs_account, v_legs_amount, v_legs_slot
        from unnest(p_leg_transfer, p_leg_account, p_leg_amount) as l (t, a, m);
      v_leg_count := coalesce(array_length(v_legs_transfer, 1), 0);
      if array_position(v_legs_slot, null) is not null then
        raise exception 'no account %', v_legs_account[array_position(v_legs_slot, null)];
      end if;
      -- Keys that moved money before; the call adds the ones it posts.
      select coalesce(array_agg(x.idempotency_key), '{}'), coalesce(array_agg(x.id), '{}')
        into v_known_keys, v_known_txs
        from ledger_tx x where x.idempotency_key = any(p_keys);
      v_balances := v_before;

      for i in 1 .. v_count loop
        v_last := v_first;
        while v_last <= v_leg_count and v_legs_transfer[v_last] = i loop
          v_last := v_last + 1;
        end loop;
        v_last := v_last - 1;

        v_tx := null;
        v_known := array_position(v_known_keys, p_keys[i]);
        if v_known is not null then
          v_outcomes[i] := 'duplicate';
          v_txs[i] := v_known_txs[v_known];
        else
          -- Apply the legs to the running balances; a member balance below zero undoes them.
          v_is_short := false;
          for leg in v_first .. v_last loop
            v_slot := v_legs_slot[leg];
            v_balances[v_slot] := v_balances[v_slot] + v_legs_amount[leg];
          end loop;
          for leg in v_first .. v_last loop
            v_slot := v_legs_slot[leg];
            if v_is_member[v_slot] and v_balances[v_slot] < 0 then
              v_is_short := true;
            end if;
          end loop;
          if not v_is_short then
            insert into ledger_tx (kind, reference, idempotency_key, memo, staff_id)
              values (p_kinds[i], p_references[i], p_keys[i], p_memos[i], p_staff_ids[i])
              on conflict (idempotency_key) do nothing
              returning id into v_tx;
          end if;
          if v_is_short or v_tx is null then
            for leg in v_first .. v_last loop
              v_slot := v_legs_slot[leg];
              v_balances[v_slot] := v_balances[v_slot] - v_legs_amount[leg];
            end loop;
          end if;
          if v_is_short then
            v_outcomes[i] := 'refused';
          elsif v_tx is null then
            -- A concurrent call committed the key after this one looked.
            select x.id into strict v_tx from ledger_tx x where x.idempotency_key = p_keys[i];
            v_outcomes[i] := 'duplicate';
            v_txs[i] := v_tx;
            v_known_keys := array_append(v_known_keys, p_keys[i]);
            v_known_txs := array_append(v_known_txs, v_tx);
          else
            v_outcomes[i] := 'posted';
            v_known_keys := array_append(v_known_keys, p_keys[i]);
            v_known_txs := array_append(v_known_txs, v_tx);
            v_txs[i] := v_tx;
            for leg in v_first .. v_last loop
              v_entry_tx := array_append(v_entry_tx, v_tx);
              v_entry_account := array_append(v_entry_account, v_legs_account[leg]);
              v_entry_amount := array_append(v_entry_amount, v_legs_amount[leg]);
            end loop;
          end if;
        end if;
        v_first := v_last + 1;
      end loop;

      insert into ledger_entry (tx_id, account_id, amount)
        select * from unnest(v_entry_tx, v_entry_account, v_entry_amount);
      -- The rows are locked since the balances were read: each moves by what its entries add up to.
      update account set balance = account.balance + (d.after - d.before)
        from unnest(v_ids, v_before, v_balances) as d (id, before, after)
        where account.id = d.id and d.after <> d.before;

      return query select o.n::integer, o.tx, o.outcome
        from unnest(v_outcomes, v_txs) with ordinality as o (outcome, tx, n);
    end $$`,
];

/** Many transfers posted in one call, each posted, duplicate or refused on its own. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      'drop function ledger_post_transfers(text[], text[], text[], text[], integer[], integer[], integer[], bigint[])',
    )
    .execute(db);
}
