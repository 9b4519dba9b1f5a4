import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import { arrayOf } from '../../lib/db/pg-array.ts';

/** One ledger kind's signed total on a member's cash in a period. */
export type MemberKindTotal = { kind: string; amount: bigint };

/**
 * The signed totals per ledger kind of the postings on the member's cash account in [from, until),
 * one grouped query. A withdrawal counts once paid: its hold (the posting on the member's cash) is
 * reported as 'exchange_payout' at the time of the payout posting, which itself moves only house sides.
 */
export async function sumCashPostingsByKind(
  db: Db,
  input: { memberId: number; kinds: readonly string[]; from: Date; until: Date },
): Promise<MemberKindTotal[]> {
  const kinds = input.kinds.filter((kind) => kind !== 'exchange_payout' && kind !== 'exchange_hold');
  const isPayoutAsked = input.kinds.includes('exchange_payout');
  const result = await sql<{ kind: string; amount: string | bigint }>`
    select case when t.kind = 'exchange_hold' then 'exchange_payout' else t.kind end as kind,
           sum(e.amount)::int8 as amount
      from account a
      join ledger_entry e on e.account_id = a.id
      join ledger_tx t on t.id = e.tx_id
      left join ledger_tx p
        on t.kind = 'exchange_hold' and p.kind = 'exchange_payout' and p.reference = t.reference
     where a.member_id = ${input.memberId}
       and a.kind = 'cash'
       and (t.kind = any(${arrayOf(kinds, 'text')}) or (${isPayoutAsked} and p.id is not null))
       and coalesce(p.created_at, t.created_at) >= ${input.from}
       and coalesce(p.created_at, t.created_at) < ${input.until}
     group by 1`.execute(db);
  return result.rows.map((row) => ({ kind: row.kind, amount: BigInt(row.amount) }));
}
