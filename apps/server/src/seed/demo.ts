import { randomInt } from 'node:crypto';
import { seedDemoPartnerTree } from '../features/agency/index.ts';
import {
  addMember,
  addPartner,
  findMemberIdByLoginId,
  findPartnerIdByJoinCode,
  hasAnyMember,
  type MemberToAdd,
} from '../features/auth/index.ts';
import { addPostOnce, type BoardPostToAdd } from '../features/boards/index.ts';
import type { PaymentsService } from '../features/payments/index.ts';
import { setDepositBankIfUnset } from '../features/payments/index.ts';
import { turnReferralOnForDemo } from '../features/referral/index.ts';
import { addStaffAccount, findStaffIdByLoginId } from '../features/staff/index.ts';
import { hashSecret } from '../lib/crypto/secrets.ts';
import { analyzeTables } from '../lib/db/analyze.ts';
import type { Db } from '../lib/db/database.ts';
import { defaultDomainKeyCode } from '../lib/db/migrated-names.ts';
import { sanitizeBoardHtml } from '../lib/html/sanitize-html.ts';

/**
 * The demo logins and join code (README and the final report list them). The demo owner of the
 * back office (/admin) has no TOTP yet: whoever logs in first enrols their authenticator.
 */
export const demoAccounts = {
  partner: { loginId: 'partner01', password: 'partner1234', nick: '파트너01' },
  member: { loginId: 'demo01', password: 'demo1234', nick: '데모회원' },
  staffOwner: { loginId: 'admin', password: 'hanpan-admin1', name: '데모 관리자' },
  joinCode: 'hpdemo',
  /** Set outside production only, so `npm start` can take deposits; obviously not a real account. */
  depositBank: { bankName: '국민은행', bankAccount: '123456-78-900000', bankHolder: '데모 계좌(입금 금지)' },
} as const;

/** The demo member's starting cash, won: one deposit request the demo owner approved. */
export const demoStartingCash = 1_000_000;

/** The payments calls the demo deposit goes through (the same the deposit and approval routes use). */
export type DemoPayments = Pick<PaymentsService, 'requestCharge' | 'approveCharge' | 'listCharges'>;

/** How the seed picks passwords: the documented demo ones, or random ones (production with SEED_DEMO=1). */
export type DemoPasswords = 'documented' | 'random';

/** A login the seed created, with the password it was given (printed once when random). */
export type SeededLogin = {
  kind: 'member' | 'staff';
  loginId: string;
  password: string;
  exchangePassword?: string;
};

const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
const randomText = (length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
// Member passwords are at most 12 characters (spec section 5); exchange passwords are digits.
const randomDigits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

const demoPosts: BoardPostToAdd[] = [
  {
    boardType: 0,
    title: '한판 오픈 안내',
    bodyHtml:
      '<p><strong>한판</strong>이 새롭게 문을 열었습니다.</p><p>이용 중 궁금한 점은 1:1 문의로 남겨 주세요.</p>',
    isPopup: true,
  },
  {
    boardType: 0,
    title: '책임감 있는 이용 안내',
    bodyHtml:
      '<p>만 19세 미만은 가입 및 이용이 제한됩니다.</p><p>입금·손실·베팅 한도와 이용 일시 중지, 자기 제한은 마이페이지의 이용 한도·이용 제한에서 언제든 직접 설정할 수 있습니다.</p>',
    isPopup: true,
  },
  {
    boardType: 0,
    title: '입출금 이용 안내',
    bodyHtml: '<p>충전과 환전은 회원 본인 명의 계좌로만 가능합니다.</p>',
  },
  {
    boardType: 0,
    title: '개인정보 보호 안내',
    bodyHtml: '<p>비밀번호와 환전 비밀번호는 다른 사람에게 알려 주지 마세요.</p>',
  },
  {
    boardType: 1,
    title: '한판에 오신 것을 환영합니다',
    bodyHtml: '<p>한판에 오신 것을 환영합니다.</p>',
    isPopup: true,
    imageUrl: '/images/event-welcome.svg',
  },
];

type DemoMember = Omit<MemberToAdd, 'passwordHash' | 'exchangePasswordHash' | 'partnerId'> & {
  password: string;
};

const partnerOwner: DemoMember = {
  loginId: demoAccounts.partner.loginId,
  password: demoAccounts.partner.password,
  nick: demoAccounts.partner.nick,
  phone: '01000000001',
  bankName: '국민은행',
  bankAccount: '000000000001',
  bankHolder: '파트너',
  kakaoId: null,
  birthDate: '1990-01-01',
  joinIp: null,
};

const demoMember: DemoMember = {
  loginId: demoAccounts.member.loginId,
  password: demoAccounts.member.password,
  nick: demoAccounts.member.nick,
  phone: '01000000002',
  bankName: '신한은행',
  bankAccount: '000000000002',
  bankHolder: '데모회원',
  kakaoId: null,
  birthDate: '1995-05-05',
  joinIp: null,
};

/**
 * Adds the demo partner '한판파트너' (join code hpdemo, owned by partner01), the demo member
 * demo01 under it, the back office's demo owner, the demo notices and image event, the referral menu
 * (isHeader on, a 3% reward rule), and (given `payments`)
 * demo01's starting cash through a deposit approved by the demo owner. Each piece is added only if missing,
 * so running it again changes nothing. With `onlyIfEmpty`, a database with members is left alone.
 * `passwords: 'random'` gives the new logins random passwords (returned in `created`);
 * `isDepositBankSet` replaces a placeholder deposit account with the demo one.
 */
export async function seedDemo(
  db: Db,
  options: {
    onlyIfEmpty: boolean;
    passwords?: DemoPasswords;
    isDepositBankSet?: boolean;
    /** Given (with isDepositBankSet): demo01 gets its starting cash through a deposit and its approval. */
    payments?: DemoPayments;
  },
): Promise<{ isSeeded: boolean; created: SeededLogin[] }> {
  const isRandom = options.passwords === 'random';
  const created: SeededLogin[] = [];
  if (options.onlyIfEmpty && (await hasAnyMember(db))) {
    // A demo folder seeded before deposit accounts were checked keeps taking deposits.
    if (options.isDepositBankSet && (await findPartnerIdByJoinCode(db, demoAccounts.joinCode)) !== null) {
      await setDemoDepositBank(db);
      if (options.payments) await seedDemoCash(db, options.payments);
    }
    return { isSeeded: false, created };
  }

  const houseId = await findPartnerIdByJoinCode(db, defaultDomainKeyCode);
  if (houseId === null) throw new Error(`House partner with join code '${defaultDomainKeyCode}' is missing`);

  const ensureMember = async ({ password, ...member }: DemoMember, partnerId: number): Promise<number> => {
    const existing = await findMemberIdByLoginId(db, member.loginId);
    if (existing !== null) return existing;
    const login = isRandom
      ? { password: randomText(12), exchangePassword: randomDigits(6) }
      : { password, exchangePassword: '1234' };
    const [passwordHash, exchangePasswordHash] = await Promise.all([
      hashSecret(login.password),
      hashSecret(login.exchangePassword),
    ]);
    const memberId = await addMember(
      db,
      { ...member, passwordHash, exchangePasswordHash, partnerId },
      new Date(),
    );
    if (memberId === null) throw new Error(`Demo member ${member.loginId} could not be created`);
    created.push({ kind: 'member', loginId: member.loginId, ...login });
    return memberId;
  };

  const ownerId = await ensureMember(partnerOwner, houseId);
  const demoPartnerId =
    (await findPartnerIdByJoinCode(db, demoAccounts.joinCode)) ??
    (await addPartner(db, {
      name: '한판파트너',
      joinCode: demoAccounts.joinCode,
      ownerMemberId: ownerId,
    }));
  await ensureMember(demoMember, demoPartnerId);
  await seedDemoPartnerTree(db, houseId, demoPartnerId);
  const owner = await ensureDemoStaffOwner(db, isRandom);
  if (owner) created.push(owner);
  for (const post of demoPosts) {
    await addPostOnce(db, { ...post, bodyHtml: sanitizeBoardHtml(post.bodyHtml) });
  }
  await turnReferralOnForDemo(db);
  if (options.isDepositBankSet) {
    await setDemoDepositBank(db);
    if (options.payments) await seedDemoCash(db, options.payments);
  }
  await analyzeTables(db);
  return { isSeeded: true, created };
}

/**
 * Gives demo01 its starting cash the way a member gets money: a deposit request (충전 신청) approved
 * by the demo owner, so the ledger records a real deposit and no balance is ever written directly.
 * Once only: a demo member with any deposit request keeps what they have.
 */
export async function seedDemoCash(
  db: Db,
  payments: DemoPayments,
): Promise<'deposited' | 'alreadyHasDeposits' | 'unavailable'> {
  const memberId = await findMemberIdByLoginId(db, demoAccounts.member.loginId);
  const ownerId = await findStaffIdByLoginId(db, demoAccounts.staffOwner.loginId);
  if (memberId === null || ownerId === null) return 'unavailable';
  const earlier = await payments.listCharges({ status: 'all', page: 1, memberId });
  if (earlier.total > 0) return 'alreadyHasDeposits';
  const request = await payments.requestCharge(
    memberId,
    { amount: demoStartingCash },
    'demo-seed-starting-cash',
  );
  const item = (request.data as { item?: { id: number } } | undefined)?.item;
  // Refused (e.g. the deposit account is still the placeholder): the demo member starts with nothing.
  if (request.code !== 0 || !item) return 'unavailable';
  const approval = await payments.approveCharge({ staffId: ownerId, ip: null }, item.id);
  return approval.kind === 'approved' ? 'deposited' : 'unavailable';
}

async function ensureDemoStaffOwner(db: Db, isRandom: boolean): Promise<SeededLogin | null> {
  const { loginId, name } = demoAccounts.staffOwner;
  if ((await findStaffIdByLoginId(db, loginId)) !== null) return null;
  const password = isRandom ? randomText(16) : demoAccounts.staffOwner.password;
  await addStaffAccount(db, { loginId, name, role: 'owner', passwordHash: await hashSecret(password) });
  return { kind: 'staff', loginId, password };
}

// Only over the placeholder: an account staff set is never replaced by the demo one.
async function setDemoDepositBank(db: Db): Promise<void> {
  await setDepositBankIfUnset(db, demoAccounts.depositBank);
}

/** The console block that shows random demo passwords once (production with SEED_DEMO=1). */
export function formatSeededLogins(created: SeededLogin[]): string {
  const lines = created.map((login) =>
    login.kind === 'staff'
      ? `  back office (/admin) owner   ${login.loginId} / ${login.password}`
      : `  member                       ${login.loginId} / ${login.password}   (exchange password ${login.exchangePassword})`,
  );
  return [
    '==================== Demo logins (shown once) / 데모 계정 (한 번만 표시) ====================',
    ...lines,
    '  Write these down now: they are not stored anywhere else. / 지금 기록해 두세요.',
    '==========================================================================================',
  ].join('\n');
}
