import type { AccountLogin, AccountSession } from '@hanpan/core/api/account';
import type {
  BankChangeItem,
  BankChangeStatus,
  StaffBankChangeItem,
} from '@hanpan/core/api/account-bank-change';
import { maskBankAccount } from '@hanpan/core/banks';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import Bowser from 'bowser';

/** '010-****-5678': the middle digits hidden; a number of another shape keeps only its last 4 digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-****-${digits.slice(7)}`;
  return `****${digits.slice(-4)}`;
}

/** An IPv4 address to its /24 ('203.0.113.*'), an IPv6 one to its first three groups (/48). */
export function maskIp(ip: string | null): string {
  if (!ip) return '-';
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.*`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}:*`;
  return '-';
}

/** 'Chrome 120 · Windows 10' from a user agent (bowser); '알 수 없음' when it tells nothing. */
export function deviceLabelOf(userAgent: string | null): string {
  if (!userAgent) return '알 수 없음';
  const parsed = Bowser.parse(userAgent);
  const majorVersion = parsed.browser.version?.split('.')[0];
  const browser = [parsed.browser.name, majorVersion].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  const mobile = parsed.platform.type === 'mobile' || parsed.platform.type === 'tablet' ? '모바일' : '';
  const label = [browser, os, mobile].filter(Boolean).join(' · ');
  return label === '' ? '알 수 없음' : label;
}

/** A stored sign-in attempt as 로그인 기록 shows it. */
export function presentLogin(row: {
  createdAt: Date;
  ip: string | null;
  userAgent: string | null;
  isSuccess: boolean;
}): AccountLogin {
  return {
    at: formatKstDateTime(row.createdAt),
    ip: maskIp(row.ip),
    device: deviceLabelOf(row.userAgent),
    isSuccess: row.isSuccess,
  };
}

/** A live session as 접속 기기 shows it. */
export function presentSession(
  row: {
    publicId: string;
    tokenHash: string;
    createdAt: Date;
    lastSeenAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
  currentTokenHash: string,
): AccountSession {
  return {
    id: row.publicId,
    startedAt: formatKstDateTime(row.createdAt),
    lastSeenAt: formatKstDateTime(row.lastSeenAt),
    ip: maskIp(row.ip),
    device: deviceLabelOf(row.userAgent),
    isCurrent: row.tokenHash === currentTokenHash,
  };
}

/** A stored bank change request as the member sees it (account number masked). */
export function presentBankChange(row: {
  id: number;
  bankName: string;
  bankAccount: string;
  bankHolder: string;
  status: BankChangeStatus;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}): BankChangeItem {
  return {
    id: row.id,
    bankName: row.bankName,
    bankAccount: maskBankAccount(row.bankAccount),
    bankHolder: row.bankHolder,
    status: row.status,
    reason: row.reason,
    requestedAt: formatKstDateTime(row.createdAt),
    decidedAt: row.decidedAt ? formatKstDateTime(row.decidedAt) : null,
  };
}

/** A stored bank change request as staff see it (full account numbers: staff pay withdrawals out). */
export function presentStaffBankChange(
  row: Parameters<typeof presentBankChange>[0] & {
    memberId: number;
    loginId: string;
    nick: string;
    beforeBankName: string;
    beforeBankAccount: string;
    beforeBankHolder: string;
  },
): StaffBankChangeItem {
  return {
    id: row.id,
    memberId: row.memberId,
    loginId: row.loginId,
    nick: row.nick,
    before: {
      bankName: row.beforeBankName,
      bankAccount: row.beforeBankAccount,
      bankHolder: row.beforeBankHolder,
    },
    after: { bankName: row.bankName, bankAccount: row.bankAccount, bankHolder: row.bankHolder },
    status: row.status,
    reason: row.reason,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
