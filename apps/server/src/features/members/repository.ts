import type { Db, MemberStatus } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// Member reads and the status change of the back office.

/** A member with partner and balances, as the back office lists them. */
export type StaffMemberRow = {
  id: number;
  loginId: string;
  nick: string;
  phone: string;
  status: MemberStatus;
  partnerName: string;
  cash: bigint | null;
  point: bigint | null;
  agencyCash: bigint | null;
  createdAt: Date;
};

/** A member's full record for the detail page. */
export type StaffMemberDetailRow = StaffMemberRow & {
  bankName: string;
  bankAccount: string;
  bankHolder: string;
  birthDate: string;
  joinIp: string | null;
  isBettingBlocked: boolean;
};

// LIKE patterns match the text literally: %, _ and \ in the query are escaped.
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function membersWithBalances(db: Db) {
  return db
    .selectFrom('member')
    .innerJoin('partner', 'partner.id', 'member.partner_id')
    .leftJoin('account as cash', (join) =>
      join.onRef('cash.member_id', '=', 'member.id').on('cash.kind', '=', 'cash'),
    )
    .leftJoin('account as point', (join) =>
      join.onRef('point.member_id', '=', 'member.id').on('point.kind', '=', 'point'),
    )
    .leftJoin('account as agency', (join) =>
      join.onRef('agency.member_id', '=', 'member.id').on('agency.kind', '=', 'agency_cash'),
    )
    .select([
      'member.id',
      'member.login_id as loginId',
      'member.nick',
      'member.phone',
      'member.status',
      'partner.name as partnerName',
      'cash.balance as cash',
      'point.balance as point',
      'agency.balance as agencyCash',
      'member.created_at as createdAt',
    ]);
}

/** One page of members matching a partial login id, nick or phone, newest first, and the total. */
export async function listMembers(
  db: Db,
  filter: {
    query: string;
    status: 'all' | MemberStatus;
    offset: number;
    limit: number;
  },
) {
  let query = db.selectFrom('member');
  if (filter.query) {
    const pattern = containsPattern(filter.query.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['member.login_id']), 'like', pattern),
        eb(eb.fn('lower', ['member.nick']), 'like', pattern),
        eb('member.phone', 'like', containsPattern(filter.query.replace(/-/g, ''))),
      ]),
    );
  }
  if (filter.status !== 'all') query = query.where('member.status', '=', filter.status);
  const ids = await query
    .select('member.id')
    .orderBy('member.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const { total } = await query
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  const rows: StaffMemberRow[] =
    ids.length === 0
      ? []
      : await membersWithBalances(db)
          .where(
            'member.id',
            'in',
            ids.map((row) => row.id),
          )
          .orderBy('member.id', 'desc')
          .execute();
  return { rows, total: Number(total) };
}

/** One member with bank details and balances. */
export async function findMemberDetail(db: Db, memberId: number): Promise<StaffMemberDetailRow | null> {
  const row = await membersWithBalances(db)
    .select([
      'member.bank_name as bankName',
      'member.bank_account as bankAccount',
      'member.bank_holder as bankHolder',
      'member.birth_date as birthDate',
      'member.join_ip as joinIp',
      'member.is_betting_blocked as isBettingBlocked',
    ])
    .where('member.id', '=', memberId)
    .executeTakeFirst();
  return row ?? null;
}

/** A member's latest login sessions. */
export async function listMemberSessions(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('member_session')
    .select([
      'created_at as createdAt',
      'last_seen_at as lastSeenAt',
      'ended_at as endedAt',
      'ip',
      'user_agent as userAgent',
    ])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** A member's status, locked until the transaction ends. */
export async function lockMemberStatus(trx: Trx, memberId: number): Promise<MemberStatus | null> {
  const row = await trx
    .selectFrom('member')
    .select('status')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Sets a member's status. */
export async function setMemberStatus(trx: Trx, memberId: number, status: MemberStatus): Promise<void> {
  await trx.updateTable('member').set({ status }).where('id', '=', memberId).execute();
}

/** Whether a member is barred from betting, locked until the transaction ends; null: no such member. */
export async function lockBettingBlocked(trx: Trx, memberId: number): Promise<boolean | null> {
  const row = await trx
    .selectFrom('member')
    .select('is_betting_blocked')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return row?.is_betting_blocked ?? null;
}

/** Bars a member from betting, or lets them bet again. */
export async function setBettingBlocked(trx: Trx, memberId: number, isBlocked: boolean): Promise<void> {
  await trx.updateTable('member').set({ is_betting_blocked: isBlocked }).where('id', '=', memberId).execute();
}
