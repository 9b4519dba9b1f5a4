import { randomBytes, randomInt } from 'node:crypto';
import type { JoinRequest } from '@hanpan/core/api/auth';
import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import type { FastifyInstance } from 'fastify';
import { insertMember, insertPartner } from '../src/features/auth/repository.ts';
import {
  findMemberAccounts,
  findSystemAccount,
  postTransfer,
} from '../src/features/wallet/ledger-repository.ts';
import type { Db, MemberStatus } from '../src/lib/db/database.ts';
import { postForm, sessionCookieOf } from './http.ts';
import { hashTestSecret } from './test-secrets.ts';

/** The password of every factory member. */
export const testPassword = 'test1234';

// One argon2id hash (at test cost) per test process, reused by every factory member.
let passwordHash: Promise<string> | null = null;
const testPasswordHash = () => {
  passwordHash ??= hashTestSecret(testPassword);
  return passwordHash;
};

/** A short random lowercase-alphanumeric string. */
export function uniqueSuffix(length = 8): string {
  return randomBytes(16).toString('hex').slice(0, length);
}

/** 11 random digits starting 010. */
export function uniquePhone(): string {
  return `010${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** 14 random digits. */
export function uniqueBankAccount(): string {
  return `${randomInt(100_000, 999_999)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A login id of 10 characters that no other test uses. */
export function uniqueLoginId(): string {
  return `t${uniqueSuffix(9)}`;
}

/**
 * A 6-character nick that no other test uses: five base-36 characters (60 million values; five hex
 * digits gave a million, and a test database of a thousand members met a duplicate now and then).
 */
export function uniqueNick(): string {
  let suffix = '';
  for (let index = 0; index < 5; index += 1) suffix += randomInt(0, 36).toString(36);
  return `n${suffix}`;
}

/** The house partner '본사' (join code 'hanpan'). */
export async function housePartnerId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('partner')
    .select('id')
    .where('join_code', '=', 'hanpan')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member created directly in the database (with its three accounts), password `testPassword`. */
export async function createMember(
  db: Db,
  overrides: { partnerId?: number; status?: MemberStatus; loginId?: string; nick?: string } = {},
) {
  const member = {
    loginId: overrides.loginId ?? uniqueLoginId(),
    nick: overrides.nick ?? uniqueNick(),
    phone: uniquePhone(),
    bankName: '국민은행',
    bankAccount: uniqueBankAccount(),
    bankHolder: '홍길동',
    kakaoId: null,
    birthDate: '1990-01-01',
    partnerId: overrides.partnerId ?? (await housePartnerId(db)),
    joinIp: null,
  };
  const hash = await testPasswordHash();
  const result = await insertMember(
    db,
    { ...member, passwordHash: hash, exchangePasswordHash: hash },
    null,
    new Date(),
  );
  if (result.kind !== 'created') {
    const field = result.kind === 'duplicate' ? ` (${result.field})` : '';
    throw new Error(`createMember failed: ${result.kind}${field}`);
  }
  if (overrides.status)
    await db
      .updateTable('member')
      .set({ status: overrides.status })
      .where('id', '=', result.memberId)
      .execute();
  return { id: result.memberId, password: testPassword, ...member };
}

/** A partner with a unique join code, optionally owned by a member. */
export async function createPartner(db: Db, options: { ownerMemberId?: number } = {}) {
  const joinCode = `p${uniqueSuffix(9)}`;
  const { id } = await insertPartner(db, {
    name: `파트너${uniqueSuffix(4)}`,
    joinCode,
    ownerMemberId: options.ownerMemberId ?? null,
  });
  return { id, joinCode };
}

/** A board post (visible by default). */
export async function createBoardPost(
  db: Db,
  post: {
    boardType: number;
    title?: string;
    isPopup?: boolean;
    isVisible?: boolean;
    imageUrl?: string | null;
    isPinned?: boolean;
    startsAt?: Date | null;
    endsAt?: Date | null;
  },
) {
  return db
    .insertInto('board_post')
    .values({
      board_type: post.boardType,
      title: post.title ?? `공지 ${uniqueSuffix(6)}`,
      body_html: '<p>내용</p>',
      is_popup: post.isPopup ?? false,
      is_visible: post.isVisible ?? true,
      image_url: post.imageUrl ?? null,
      is_pinned: post.isPinned ?? false,
      starts_at: post.startsAt ?? null,
      ends_at: post.endsAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A message to a member, unread unless `isRead`. */
export async function createMessage(db: Db, memberId: number, options: { isRead?: boolean } = {}) {
  await db
    .insertInto('member_message')
    .values({ member_id: memberId, title: '알림', body: '내용', read_at: options.isRead ? new Date() : null })
    .execute();
}

/** Signs a member in through the API and returns the session token. */
export async function signIn(
  app: FastifyInstance,
  member: { loginId: string; password: string },
): Promise<string> {
  const response = await postForm(app, '/api/user/sign', {
    loginId: member.loginId,
    loginPassword: member.password,
  });
  const token = sessionCookieOf(response);
  if (!token) throw new Error(`Sign-in failed: ${response.body}`);
  return token;
}

/** A join payload that passes every rule, with unique id, nick, phone and account. */
export function validJoinBody(overrides: Partial<JoinRequest> = {}): JoinRequest {
  return {
    loginId: uniqueLoginId(),
    loginPassword: 'pass1234',
    nick: uniqueNick(),
    phoneNum: uniquePhone(),
    bankName: '국민은행',
    bankAccount: uniqueBankAccount(),
    bankHolder: '홍길동',
    keyCode: 'hanpan',
    exchangePassword: '5678',
    kakaoId: '',
    userdate: '900101',
    agreeTerms: true,
    agreePrivacy: true,
    ...overrides,
  };
}

/** Row counts of the tables a join writes, to prove a rejected call wrote nothing. */
export async function countJoinRows(db: Db) {
  const count = async (table: 'member' | 'account' | 'member_session' | 'sms_verification') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    member: await count('member'),
    account: await count('account'),
    session: await count('member_session'),
    sms: await count('sms_verification'),
  };
}

/**
 * Gives a member money through the ledger, as an approved deposit would: cash, point and
 * agency cash from the 'bank_clearing' system account, in one transaction.
 */
export async function fundMember(db: Db, memberId: number, cash: bigint, point = 0n, agencyCash = 0n) {
  const accounts = await findMemberAccounts(db, memberId);
  const bank = await findSystemAccount(db, 'bank_clearing', memberId);
  const credits = [
    { accountId: accounts.cash, amount: cash },
    { accountId: accounts.point, amount: point },
    { accountId: accounts.agency_cash, amount: agencyCash },
  ].filter((leg) => leg.amount !== 0n);
  if (credits.length === 0) return;
  const total = credits.reduce((sum, leg) => sum + leg.amount, 0n);
  await db.transaction().execute((trx) =>
    postTransfer(trx, {
      // A kind only test fixtures post, kept apart from every real kind so tests can leave it out.
      kind: 'test_funding' as LedgerTxKind,
      reference: `member:${memberId}`,
      idempotencyKey: `fund:${uniqueSuffix(16)}`,
      legs: [{ accountId: bank, amount: -total }, ...credits],
    }),
  );
}

/** A staff row inserted directly (password `testPassword`, no TOTP yet); returns its id and login id. */
export async function createStaffRow(db: Db, role: 'owner' | 'finance' | 'operator' | 'support' = 'finance') {
  const loginId = `s${uniqueSuffix(9)}`;
  const row = await db
    .insertInto('staff')
    .values({
      login_id: loginId,
      password_hash: await testPasswordHash(),
      name: `직원${uniqueSuffix(4)}`,
      role,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, loginId };
}
