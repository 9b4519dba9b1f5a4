import { z } from 'zod';
import { storableText, unusableTextMessage } from './text.ts';

/** Deposit (충전) quick-amount buttons, in won. */
export const chargeQuickAmounts = [10_000, 30_000, 50_000, 100_000, 300_000, 500_000, 1_000_000] as const;

/** Withdrawal (환전) quick-amount buttons, in won (plus "all cash"). */
export const exchangeQuickAmounts = [10_000, 50_000, 100_000, 500_000, 1_000_000] as const;

/** Status of a deposit request as the member and staff see it. */
export type ChargeStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** Status of a withdrawal request. */
export type ExchangeStatus = 'pending' | 'approved' | 'rejected';

/** Korean labels of request statuses. */
export const paymentStatusText: Record<ChargeStatus | ExchangeStatus, string> = {
  pending: '처리중',
  approved: '완료',
  rejected: '거절',
  cancelled: '취소',
};

/** The bank account members transfer deposits to (a money setting). */
export type DepositBank = { bankName: string; bankAccount: string; bankHolder: string };

/** One deposit request in the member's history. */
export type ChargeRequestItem = {
  id: number;
  amount: number;
  depositorName: string;
  status: ChargeStatus;
  createdAt: string;
  decidedAt: string | null;
  /** Staff's reason on a rejection. */
  reason: string | null;
};

/** One withdrawal request in the member's history. */
export type ExchangeRequestItem = {
  id: number;
  amount: number;
  status: ExchangeStatus;
  createdAt: string;
  decidedAt: string | null;
  reason: string | null;
};

/** POST /api/amount/chargeInfo data: what the deposit page shows. */
export type ChargeInfo = {
  minCharge: number;
  maxCharge: number;
  depositBank: DepositBank;
  /** The member's registered account holder: deposits must come from the member's own account. */
  depositorName: string;
  /** The member's pending request, if any (one at a time). */
  pending: ChargeRequestItem | null;
};

/** POST /api/amount/exchangeInfo data: what the withdrawal page shows. */
export type ExchangeInfo = {
  minExchange: number;
  maxExchange: number;
  /** The registered payout account, number masked. */
  bank: { bankName: string; bankAccount: string; bankHolder: string };
};

/**
 * POST /api/amount/charge body. `amount` is read with core's readWonAmount (numbers or digit
 * strings), so the server can answer a bad amount with its own message. Header `Idempotency-Key`.
 * The depositor is always the member's registered account holder (Korean sites take deposits only
 * from the member's own account).
 */
export const chargeRequestSchema = z.object({
  amount: z.unknown(),
  /** Accepted for older clients and ignored: the request records the member's registered holder. */
  depositorName: storableText(unusableTextMessage('입금자명')).max(100).optional(),
});

/** POST /api/amount/exchange body; header `Idempotency-Key`. */
export const exchangeRequestSchema = z.object({
  amount: z.unknown(),
  exchangePassword: storableText(unusableTextMessage('환전 비밀번호'), { kind: 'secret' }).max(100),
});

/** POST /api/amount/chargeCancel body: the member withdraws their pending deposit request. */
export const chargeCancelRequestSchema = z.object({ id: z.number().int().positive() });

/** POST /api/amount/chargeList and /exchangeList body. */
export const paymentListRequestSchema = z.object({ page: z.number().int().min(1).max(10_000).default(1) });

/** A page of history. */
export type PageOf<T> = { items: T[]; page: number; pageSize: number; total: number };

/**
 * Codes of /amount/charge and /amount/exchange beyond 0 (ok). Every non-zero reply carries
 * `data.message` in Korean.
 */
export const paymentCode = {
  ok: 0,
  /** Amount missing, not a whole positive number, or absurd. */
  invalidAmount: 2,
  /** Below the staff-set minimum. */
  belowMinimum: 3,
  /** Above the per-request maximum. */
  aboveMaximum: 4,
  /** Deposit: a pending request already exists. */
  pendingExists: 5,
  /** Withdrawal: more than the member's cash. */
  insufficientBalance: 6,
  /** Withdrawal: wrong exchange password. */
  wrongExchangePassword: 7,
  /** Deposit: the member has no registered account holder to deposit from. */
  depositorNameRequired: 8,
  /** The request is no longer pending (cancel / decide). */
  notPending: 9,
  /** Deposit: staff have not set the site's deposit account yet (it is still the placeholder). */
  depositBankNotSet: 10,
} as const;

/** Korean messages of the payment codes (min/max are filled in by the caller). */
export const paymentText = {
  depositorNameRequired: '등록된 예금주가 없습니다. 고객센터에 문의해 주세요.',
  pendingExists: '처리중인 충전 신청이 있습니다. 처리 후 다시 신청해 주세요.',
  insufficientBalance: '보유 캐시가 부족합니다.',
  wrongExchangePassword: '환전 비밀번호가 일치하지 않습니다.',
  exchangePasswordRequired: '환전 비밀번호를 입력해주세요.',
  notPending: '이미 처리된 신청입니다.',
  depositBankNotSet: '입금 계좌가 아직 설정되지 않았습니다. 고객센터에 문의해 주세요.',
  chargeRequested: '충전 신청이 접수되었습니다. 입금 확인 후 처리됩니다.',
  exchangeRequested: '환전 신청이 접수되었습니다.',
  chargeCancelled: '충전 신청이 취소되었습니다.',
  belowMinimum: (minimum: string) => `최소 ${minimum}원 이상 신청해 주세요.`,
  aboveMaximum: (maximum: string) => `1회 최대 ${maximum}원까지 신청할 수 있습니다.`,
} as const;

/**
 * Whether a deposit account is the placeholder a fresh database starts with (an account number
 * without any digit but 0, e.g. 000000-00-000000): deposits are refused until staff set a real one.
 */
export function isPlaceholderDepositBank(bank: { bankAccount: string }): boolean {
  return !/[1-9]/.test(bank.bankAccount);
}
