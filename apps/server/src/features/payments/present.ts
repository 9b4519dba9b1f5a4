import type { ChargeRequestItem, ExchangeInfo, ExchangeRequestItem, PageOf } from '@hanpan/core/api/payments';
import type { ChargeTickerItem } from '@hanpan/core/api/site';
import type { StaffChargeItem, StaffExchangeItem } from '@hanpan/core/api/staff';
import { needsSecondApproval } from '@hanpan/core/money/dual-approval';
import { presentMoney } from '../../lib/http/money.ts';
import type { MemberChargeRow, MemberExchangeRow } from './repository.ts';
import type { StaffChargeRow, StaffExchangeRow } from './staff-repository.ts';

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

// As auth's /user/info shows it: only the last 4 digits of the payout account are readable.
const maskTail = (value: string, visible: number) =>
  value.length <= visible ? value : `${'*'.repeat(value.length - visible)}${value.slice(-visible)}`;

/**
 * A nick as the public deposit ticker shows it (DESIGN.md principle 4): its first two
 * characters then '***' ('gamer' -> 'ga***'); a nick of two or fewer characters keeps only one.
 */
export function maskNick(nick: string): string {
  const characters = Array.from(nick);
  const visible = characters.length > 2 ? 2 : 1;
  return `${characters.slice(0, visible).join('')}***`;
}

/** A deposit request in the member's history. */
export function presentChargeItem(row: MemberChargeRow): ChargeRequestItem {
  return {
    id: row.id,
    amount: presentMoney(row.amount),
    depositorName: row.depositorName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
    reason: row.reason,
  };
}

/** A withdrawal request in the member's history. */
export function presentExchangeItem(row: MemberExchangeRow): ExchangeRequestItem {
  return {
    id: row.id,
    amount: presentMoney(row.amount),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
    reason: row.reason,
  };
}

/** The member's payout account with the account number masked. */
export function presentPayoutBank(bank: { bankName: string; bankAccount: string; bankHolder: string }) {
  return {
    bankName: bank.bankName,
    bankAccount: maskTail(bank.bankAccount, 4),
    bankHolder: bank.bankHolder,
  } satisfies ExchangeInfo['bank'];
}

/** A page of items. */
export function presentPage<Row, Item>(
  result: { rows: Row[]; total: number },
  page: { page: number; pageSize: number },
  present: (row: Row) => Item,
): PageOf<Item> {
  return { items: result.rows.map(present), page: page.page, pageSize: page.pageSize, total: result.total };
}

/** A deposit request as staff see it. */
export function presentStaffCharge(row: StaffChargeRow): StaffChargeItem {
  return {
    id: row.id,
    memberId: row.memberId,
    loginId: row.loginId,
    nick: row.nick,
    amount: presentMoney(row.amount),
    depositorName: row.depositorName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: row.decidedBy,
    reason: row.reason,
  };
}

/** A withdrawal request as staff see it (full bank details: staff pay it out). */
export function presentStaffExchange(row: StaffExchangeRow, dualApprovalAmount: number): StaffExchangeItem {
  return {
    id: row.id,
    memberId: row.memberId,
    loginId: row.loginId,
    nick: row.nick,
    amount: presentMoney(row.amount),
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    bankHolder: row.bankHolder,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    firstApprovedBy: row.firstApprovedBy,
    needsSecondApproval: needsSecondApproval(row.amount, dualApprovalAmount),
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: row.decidedBy,
    reason: row.reason,
  };
}

/** A recent approved deposit for /api/index2's fakeChargeList. */
export function presentChargeTicker(row: {
  nick: string;
  amount: bigint;
  decidedAt: Date | null;
}): ChargeTickerItem {
  return {
    nick: maskNick(row.nick),
    amount: presentMoney(row.amount),
    approvedAt: (row.decidedAt ?? new Date(0)).toISOString(),
  };
}
