import type { ExpressionBuilder } from 'kysely';
import { compileQuery } from '../../lib/db/compiled-query.ts';
import type { AccountKind, Database, Db, MemberTable } from '../../lib/db/database.ts';
import { uniqueViolationConstraint } from '../../lib/db/errors.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// Member, session, partner-lookup and SMS-code storage of the auth feature.

/** The accounts every member gets at 0 when joining. */
export const memberAccountKinds: readonly AccountKind[] = ['cash', 'point', 'agency_cash'];

/** A field that must be unique among members. */
export type UniqueMemberField = 'loginId' | 'nick' | 'phone' | 'bankAccount';

const fieldByConstraint: Record<string, UniqueMemberField> = {
  member_login_id_key: 'loginId',
  member_nick_key: 'nick',
  member_phone_key: 'phone',
  member_bank_account_key: 'bankAccount',
};

/** A member row to insert; secrets already hashed, strings already normalized. */
export type NewMember = {
  loginId: string;
  passwordHash: string;
  nick: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  bankHolder: string;
  exchangePasswordHash: string;
  kakaoId: string | null;
  birthDate: string;
  partnerId: number;
  /** The join code the member joined with (absent for seeded members). */
  joinCodeId?: number;
  joinIp: string | null;
  /** The device id cookie the member joined from (absent for seeded members). */
  joinDevice?: string | null;
  /** When the member agreed to the 이용약관 and the 개인정보 처리방침 (absent for seeded members). */
  consentedAt?: Date;
  /** 'pending' while the site requires 가입승인 (no login until staff approve); default 'active'. */
  status?: 'active' | 'pending';
};

/** How inserting a member ended. */
export type InsertMemberResult =
  | { kind: 'created'; memberId: number }
  | { kind: 'duplicate'; field: UniqueMemberField }
  | { kind: 'smsCodeGone' };

/** A new session row. */
export type NewSession = {
  tokenHash: string;
  memberId: number;
  now: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  device: string | null;
};

// The userContext of a member row `m`: nick, grade, the three balances, the unread message count.
const userContextColumns = (eb: ExpressionBuilder<Database & { m: MemberTable }, 'm'>) => {
  const balanceOf = (kind: AccountKind) =>
    eb
      .selectFrom('account as a')
      .select('a.balance')
      .whereRef('a.member_id', '=', 'm.id')
      .where('a.kind', '=', kind);
  return [
    'm.nick',
    'm.point_grade as pointGrade',
    balanceOf('cash').as('cash'),
    balanceOf('point').as('point'),
    balanceOf('agency_cash').as('agencyCash'),
    eb
      .selectFrom('member_message as mm')
      .select(eb.fn.countAll<bigint>().as('unread'))
      .whereRef('mm.member_id', '=', 'm.id')
      .where('mm.read_at', 'is', null)
      .where('mm.deleted_at', 'is', null)
      .as('unreadMessages'),
  ] as const;
};

// What decides whether a session `s` of member `m` still counts.
const sessionColumns = [
  's.token_hash as tokenHash',
  's.member_id as memberId',
  's.expires_at as expiresAt',
  's.last_seen_at as lastSeenAt',
  's.ended_at as endedAt',
  'm.status as memberStatus',
] as const;

// The member's own profile fields of /user/info, of member `m` and its partner `p`.
const profileColumns = [
  'm.login_id as loginId',
  'm.phone',
  'm.bank_name as bankName',
  'm.bank_account as bankAccount',
  'm.bank_holder as bankHolder',
  'm.kakao_id as kakaoId',
  'm.created_at as createdAt',
  'p.join_code as partnerJoinCode',
] as const;

/** The sessions among `tokenHashes`, with what decides whether each still counts. */
export function findSessionsByHashes(db: Db, tokenHashes: readonly string[]) {
  if (tokenHashes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('member_session as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select(sessionColumns)
    .where('s.token_hash', 'in', tokenHashes)
    .execute();
}

// The two reads of (nearly) every API call, compiled once when the module loads.
const sessionByHash = compileQuery((db, tokenHash: string) =>
  db
    .selectFrom('member_session as s')
    .innerJoin('member as m', 'm.id', 's.member_id')
    .select(sessionColumns)
    .where('s.token_hash', '=', tokenHash),
);

const memberViewById = compileQuery((db, memberId: number) =>
  db
    .selectFrom('member as m')
    .innerJoin('partner as p', 'p.id', 'm.partner_id')
    .select(profileColumns)
    .select((eb) => userContextColumns(eb))
    .where('m.id', '=', memberId),
);

/** A session with what decides whether it still counts, or undefined. */
export async function findSession(db: Db, tokenHash: string) {
  const [session] = await sessionByHash(db, tokenHash);
  return session;
}

/** Ends the session the browser had (if any) and starts the new one, atomically. */
export async function startSession(
  db: Db,
  session: NewSession,
  previousTokenHash: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (previousTokenHash !== null) {
      await trx
        .updateTable('member_session')
        .set({ ended_at: session.now })
        .where('token_hash', '=', previousTokenHash)
        .where('ended_at', 'is', null)
        .execute();
    }
    await trx
      .insertInto('member_session')
      .values({
        token_hash: session.tokenHash,
        member_id: session.memberId,
        created_at: session.now,
        last_seen_at: session.now,
        expires_at: session.expiresAt,
        ip: session.ip,
        user_agent: session.userAgent,
        device: session.device,
      })
      .execute();
  });
}

/** Marks a session ended (logout, expiry, suspension); ending twice is harmless. */
export async function endSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ ended_at: now })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every open session of a member (suspension, 'log out everywhere'); returns how many. */
export async function endMemberSessions(db: Db, memberId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('member_session')
    .set({ ended_at: now })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Ends those of `tokenHashes` that are the member's and still open (another member's are left
 * alone); returns the ones it ended.
 */
export async function endSessionsOf(
  db: Db,
  memberId: number,
  tokenHashes: readonly string[],
  now: Date,
): Promise<string[]> {
  if (tokenHashes.length === 0) return [];
  const rows = await db
    .updateTable('member_session')
    .set({ ended_at: now })
    .where('member_id', '=', memberId)
    .where('token_hash', 'in', tokenHashes)
    .where('ended_at', 'is', null)
    .returning('token_hash')
    .execute();
  return rows.map((row) => row.token_hash);
}

/** Keeps one sign-in attempt of an existing member for their 로그인 기록 (one insert, no transaction). */
export async function recordLoginAttempt(
  db: Db,
  attempt: {
    memberId: number;
    isSuccess: boolean;
    at: Date;
    ip: string;
    userAgent: string | null;
    device: string | null;
  },
): Promise<void> {
  await db
    .insertInto('member_login')
    .values({
      member_id: attempt.memberId,
      is_success: attempt.isSuccess,
      created_at: attempt.at,
      ip: attempt.ip,
      user_agent: attempt.userAgent,
      device: attempt.device,
    })
    .execute();
}

/**
 * Slides the idle expiry to `now` unless another request already did since `staleBefore`: of
 * concurrent requests only the first writes the row.
 */
export async function touchSession(db: Db, tokenHash: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .updateTable('member_session')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .where('last_seen_at', '<=', staleBefore)
    .execute();
}

/** What sign-in needs of a member, by normalized login id. */
export function findSignInMember(db: Db, loginId: string) {
  return db
    .selectFrom('member')
    .select(['id', 'password_hash as passwordHash', 'status'])
    .where('login_id', '=', loginId)
    .executeTakeFirst();
}

/** A member's profile of /user/info and userContext (one statement), or undefined. */
export async function findMemberView(db: Db, memberId: number) {
  const [row] = await memberViewById(db, memberId);
  return row;
}

/** Whether a member field value is taken, compared the way its unique index compares. */
export async function isTaken(db: Db, field: UniqueMemberField, value: string): Promise<boolean> {
  let query = db.selectFrom('member').select('id');
  if (field === 'loginId') query = query.where('login_id', '=', value);
  if (field === 'phone') query = query.where('phone', '=', value);
  if (field === 'nick') query = query.where((eb) => eb(eb.fn('lower', ['nick']), '=', value.toLowerCase()));
  if (field === 'bankAccount') {
    query = query.where((eb) =>
      eb(eb.fn('replace', ['bank_account', eb.val('-'), eb.val('')]), '=', value.replaceAll('-', '')),
    );
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The active partner an enabled (lowercase) join code belongs to, with the code's id. */
export function findPartnerByJoinCode(db: Db, joinCode: string) {
  return db
    .selectFrom('partner_join_code as c')
    .innerJoin('partner as p', 'p.id', 'c.partner_id')
    .select(['p.id', 'p.name', 'c.id as joinCodeId'])
    .where('c.code', '=', joinCode)
    .where('c.is_enabled', '=', true)
    .where('p.status', '=', 'active')
    .executeTakeFirst();
}

/**
 * Inserts the member and its three accounts at 0 in one transaction, first consuming the
 * SMS code if one was verified. Unique violations (a concurrent join won the race) come
 * back as the duplicate field, never as an error.
 */
export async function insertMember(
  db: Db,
  member: NewMember,
  smsVerificationId: number | null,
  now: Date,
  /** Other features' rows of the new member (referral code, deposit limit), in the same transaction. */
  afterInsert?: (trx: Trx, memberId: number) => Promise<void>,
): Promise<InsertMemberResult> {
  try {
    return await db.transaction().execute(async (trx): Promise<InsertMemberResult> => {
      if (smsVerificationId !== null) {
        const consumed = await trx
          .updateTable('sms_verification')
          .set({ used_at: now })
          .where('id', '=', smsVerificationId)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        if (consumed.numUpdatedRows === 0n) return { kind: 'smsCodeGone' };
      }
      const { id } = await trx
        .insertInto('member')
        .values({
          login_id: member.loginId,
          password_hash: member.passwordHash,
          nick: member.nick,
          phone: member.phone,
          bank_name: member.bankName,
          bank_account: member.bankAccount,
          bank_holder: member.bankHolder,
          exchange_password_hash: member.exchangePasswordHash,
          kakao_id: member.kakaoId,
          birth_date: member.birthDate,
          partner_id: member.partnerId,
          join_ip: member.joinIp,
          // Named only when given, so the test factories still insert members into a schema
          // migrated part-way (the migration tests), before these columns exist.
          ...(member.consentedAt
            ? { terms_agreed_at: member.consentedAt, privacy_agreed_at: member.consentedAt }
            : {}),
          ...(member.status ? { status: member.status } : {}),
          ...(member.joinCodeId === undefined ? {} : { join_code_id: member.joinCodeId }),
          ...(member.joinDevice ? { join_device: member.joinDevice } : {}),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('account')
        .values(memberAccountKinds.map((kind) => ({ member_id: id, kind, balance: 0n })))
        .execute();
      await afterInsert?.(trx, id);
      return { kind: 'created', memberId: id };
    });
  } catch (error) {
    const field = fieldByConstraint[uniqueViolationConstraint(error) ?? ''];
    if (field) return { kind: 'duplicate', field };
    throw error;
  }
}

/** Creates a partner (demo seed, back office). */
export async function insertPartner(
  db: Db,
  input: { name: string; joinCode: string; ownerMemberId: number | null },
) {
  return db
    .insertInto('partner')
    .values({
      name: input.name,
      join_code: input.joinCode.toLowerCase(),
      owner_member_id: input.ownerMemberId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Whether any member exists (an empty database gets the demo seed). */
export async function hasMembers(db: Db): Promise<boolean> {
  return (await db.selectFrom('member').select('id').limit(1).executeTakeFirst()) !== undefined;
}
