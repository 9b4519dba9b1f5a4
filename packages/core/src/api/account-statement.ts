import { z } from 'zod';
import type { LedgerTxKind } from '../money/ledger-kinds.ts';
import { kstDayPlus } from '../time/kst.ts';

// 입출금·베팅 요약 (issue 27): for a KST period, the member's approved deposits, paid withdrawals and,
// per product, stakes, payouts and net position, read from the ledger.

/** The Korean messages of /api/account/statement; each names its field. */
export const statementText = {
  badFrom: '시작일은 YYYY-MM-DD 형식으로 입력해 주세요.',
  badTo: '종료일은 YYYY-MM-DD 형식으로 입력해 주세요.',
  fromAfterTo: '시작일은 종료일보다 늦을 수 없습니다.',
  tooLong: '조회 기간은 최대 366일입니다.',
} as const;

/** The longest period, days (both ends included). */
export const statementMaxDays = 366;

/** The products of the statement, in the order it lists them. */
export const statementProducts = ['sports', 'minigames', 'casino'] as const;

/** A product of the statement. */
export type StatementProduct = (typeof statementProducts)[number];

/** Korean names of the products (virtual games post mini-game ledger kinds and count as 미니게임). */
export const statementProductText: Record<StatementProduct, string> = {
  sports: '스포츠',
  minigames: '미니게임',
  casino: '카지노',
};

/** Which ledger kinds are a product's stakes and which its payouts (wins, refunds, rollbacks, reversals). */
export const statementKinds: Record<StatementProduct, { stakes: LedgerTxKind[]; payouts: LedgerTxKind[] }> = {
  sports: { stakes: ['bet_stake'], payouts: ['bet_payout', 'bet_reversal'] },
  minigames: { stakes: ['minigame_stake'], payouts: ['minigame_payout'] },
  casino: { stakes: ['casino_bet'], payouts: ['casino_win', 'casino_rollback'] },
};

const isRealDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
};

const areRealDates = (body: { from: string; to: string }) =>
  [body.from, body.to].every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && isRealDate(date));

const kstDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine(isRealDate, { error: message });

/** POST /api/account/statement: KST dates, both included, from <= to, at most 366 days. */
export const statementRequestSchema = z
  .object({ from: kstDate(statementText.badFrom), to: kstDate(statementText.badTo) })
  // A malformed date was reported by its field (zod still runs these): the range checks skip it.
  .refine((body) => !areRealDates(body) || body.from <= body.to, {
    message: statementText.fromAfterTo,
    path: ['from'],
  })
  .refine((body) => !areRealDates(body) || body.to < kstDayPlus(body.from, statementMaxDays), {
    message: statementText.tooLong,
    path: ['to'],
  });
/** Body of /api/account/statement. */
export type StatementRequest = z.infer<typeof statementRequestSchema>;

/** One product's line: stakes, payouts and net (payouts - stakes), whole won. */
export type StatementLine = { product: StatementProduct; stakes: number; payouts: number; net: number };

/** data of /api/account/statement. */
export type Statement = {
  from: string;
  to: string;
  /** Approved deposits credited in the period. */
  deposits: number;
  /** Withdrawals paid out in the period. */
  withdrawals: number;
  lines: StatementLine[];
  /** The products summed. */
  total: { stakes: number; payouts: number; net: number };
};
