import { kstDayStart } from '@hanpan/core/time/kst';
import { sql } from 'kysely';
import { totpCode } from '../src/lib/crypto/totp.ts';
import type { Db } from '../src/lib/db/database.ts';
import { createMember, fundMember, housePartnerId } from './factories.ts';

// What the partner settlement tests with real server processes share: a two-level partner tree with a
// KST day of settled sports bets written set-based, the commission each partner is due for it worked
// out here from the rules (not by the settlement code), and a staff session signed in over HTTP.

/** Rates of the seeded tree: rolling on prematch, losing on in-play, in basis points. */
const topRates = { prematch: 200n, inplay: 3_000n };
const childRates = { prematch: 100n, inplay: 2_000n };

/** One seeded partner: its owner and parent (null: under the house partner). */
export type SeededPartner = { id: number; ownerId: number; parentId: number | null };

/** Settled stakes and payouts of a partner's own members on the day, by product. */
type OwnPlay = { prematchStakes: bigint; inplayStakes: bigint; inplayPayouts: bigint };

/**
 * `count` partners, each owned by a new member: the first tenth under the house partner, the rest
 * spread under them ('difference' mode). Each has `membersEach` members with six sports bets placed on
 * `day` (KST): prematch won or lost over one to five folders, one void, and in-play won or lost.
 * Stakes are multiples of 10,000 won so every share of the rates is whole.
 */
export async function seedSettlementDay(
  db: Db,
  options: { count: number; membersEach: number; day: string },
): Promise<SeededPartner[]> {
  const house = await housePartnerId(db);
  const ownerIds: number[] = [];
  for (let index = 0; index < options.count; index += 1) ownerIds.push((await createMember(db)).id);
  // The bets need a stake posting to point at; one funding transfer serves them all.
  await fundMember(db, ownerIds[0] as number, 1_000n);
  const stakeTx = await db.selectFrom('ledger_tx').select('id').orderBy('id').executeTakeFirstOrThrow();
  const tops = Math.max(1, Math.floor(options.count / 10));
  const { rows: partners } = await sql<{ id: number; ownerId: number; parentId: number | null }>`
    with owners as (
      select owner, n from unnest(${ownerIds}::int[]) with ordinality as o (owner, n)
    ), top as (
      insert into partner (name, join_code, owner_member_id, created_at, parent_id, depth)
      select '크래시' || n, 'agxk' || n, owner, now(), ${house}, 1 from owners where n <= ${tops}
      returning id, owner_member_id
    )
    select id, owner_member_id as "ownerId", null::int as "parentId" from top order by id`.execute(db);
  const topIds = partners.map((partner) => partner.id);
  const { rows: children } = await sql<{ id: number; ownerId: number; parentId: number }>`
    insert into partner (name, join_code, owner_member_id, created_at, parent_id, depth)
    select '크래시' || n, 'agxk' || n, owner, now(), (${topIds}::int[])[1 + (n % ${tops})], 2
    from unnest(${ownerIds}::int[]) with ordinality as o (owner, n) where n > ${tops}
    returning id, owner_member_id as "ownerId", parent_id as "parentId"`.execute(db);
  const seeded = [...partners, ...children];
  await sql`insert into partner_rate (partner_id, product, folders, kind, rate_bp)
    select p.id, 'prematch', 0, 'rolling', case when p.depth = 1 then ${sql.lit(Number(topRates.prematch))} else ${sql.lit(Number(childRates.prematch))} end
    from partner p where p.join_code like 'agxk%'
    union all
    select p.id, 'inplay', 0, 'losing', case when p.depth = 1 then ${sql.lit(Number(topRates.inplay))} else ${sql.lit(Number(childRates.inplay))} end
    from partner p where p.join_code like 'agxk%'`.execute(db);
  const partnerIds = seeded.map((partner) => partner.id);
  await sql`insert into member (login_id, password_hash, nick, phone, bank_name, bank_account, bank_holder,
      exchange_password_hash, birth_date, partner_id, created_at)
    select 'agxm' || g, 'seeded', 'agxm' || g, '018' || lpad(g::text, 8, '0'), '국민은행',
      '818' || lpad(g::text, 11, '0'), '정산', 'seeded', '1990-01-01',
      (${partnerIds}::int[])[1 + (g % ${partnerIds.length})], now()
    from generate_series(1, ${partnerIds.length * options.membersEach}) g`.execute(db);
  await sql`insert into bet (member_id, kind, status, stake, total_odds, potential_payout, leg_count,
      is_odds_changed, stake_tx_id, idempotency_key, placed_at, settled_at, payout)
    select m.id, case when i <= 4 then 'prematch' else 'inplay' end,
      case when i = 4 then 'void' when (m.id + i) % 3 = 0 then 'won' else 'lost' end,
      10000 * (1 + (m.id + i) % 5), 200, 20000 * (1 + (m.id + i) % 5), 1 + (m.id * i) % 5, false,
      ${stakeTx.id}, 'agxb' || m.id || '-' || i,
      ${kstDayStart(options.day)}::timestamptz + (((m.id * 37 + i * 1000) % 86400) || ' seconds')::interval,
      ${kstDayStart(options.day)}::timestamptz + interval '1 day',
      case when i = 4 then 10000 * (1 + (m.id + i) % 5) when (m.id + i) % 3 = 0 then 20000 * (1 + (m.id + i) % 5) else 0 end
    from member m cross join generate_series(1, 6) i where m.login_id like 'agxm%'`.execute(db);
  return seeded;
}

/** Each seeded partner's own members' settled play on the day (void bets left out). */
async function ownPlayOf(db: Db): Promise<Map<number, OwnPlay>> {
  const { rows } = await sql<{ partnerId: number; kind: string; stakes: string; payouts: string }>`
    select m.partner_id as "partnerId", b.kind, sum(b.stake)::text as stakes, sum(b.payout)::text as payouts
    from bet b join member m on m.id = b.member_id
    where m.login_id like 'agxm%' and b.status in ('won', 'lost') group by 1, 2`.execute(db);
  const play = new Map<number, OwnPlay>();
  for (const row of rows) {
    const own = play.get(row.partnerId) ?? { prematchStakes: 0n, inplayStakes: 0n, inplayPayouts: 0n };
    if (row.kind === 'prematch') own.prematchStakes += BigInt(row.stakes);
    else {
      own.inplayStakes += BigInt(row.stakes);
      own.inplayPayouts += BigInt(row.payouts);
    }
    play.set(row.partnerId, own);
  }
  return play;
}

/**
 * What each seeded partner is due for its first settled day: rolling on its own members' prematch
 * stakes, losing on their in-play net loss (a negative pays nothing), and for a top partner the
 * difference of its rates over its child's on each child's play.
 */
export async function commissionDue(
  db: Db,
  partners: readonly SeededPartner[],
): Promise<Map<number, bigint>> {
  const play = await ownPlayOf(db);
  const playOf = (id: number) => play.get(id) ?? { prematchStakes: 0n, inplayStakes: 0n, inplayPayouts: 0n };
  const earned = (own: OwnPlay, rates: { prematch: bigint; inplay: bigint }) => {
    const netLoss = own.inplayStakes - own.inplayPayouts;
    return (own.prematchStakes * rates.prematch + (netLoss > 0n ? netLoss * rates.inplay : 0n)) / 10_000n;
  };
  const difference = {
    prematch: topRates.prematch - childRates.prematch,
    inplay: topRates.inplay - childRates.inplay,
  };
  const due = new Map<number, bigint>();
  for (const partner of partners) {
    if (partner.parentId === null) {
      const fromChildren = partners
        .filter((child) => child.parentId === partner.id)
        .reduce((sum, child) => sum + earned(playOf(child.id), difference), 0n);
      due.set(partner.id, earned(playOf(partner.id), topRates) + fromChildren);
    } else {
      due.set(partner.id, earned(playOf(partner.id), childRates));
    }
  }
  return due;
}

/** Signs an enrolled staff member in over HTTP (password, then TOTP) and returns the session token. */
export async function signInStaffOver(
  baseUrl: string,
  staff: { loginId: string; password: string; totpSecret: string | null },
): Promise<string> {
  if (!staff.totpSecret) throw new Error('signInStaffOver needs an enrolled staff member');
  const post = (route: string, body: unknown, token?: string) =>
    fetch(`${baseUrl}/api/staff/${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { cookie: `hanpan_staff_sid=${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const tokenOf = (response: Response) =>
    /hanpan_staff_sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  const login = await post('login', { loginId: staff.loginId, password: staff.password });
  const pending = tokenOf(login);
  if (!pending) throw new Error(`Staff login failed: ${await login.text()}`);
  const verified = await post('totp', { code: totpCode(staff.totpSecret, new Date()) }, pending);
  const token = tokenOf(verified);
  if (!token) throw new Error(`Staff TOTP step failed: ${await verified.text()}`);
  return token;
}
