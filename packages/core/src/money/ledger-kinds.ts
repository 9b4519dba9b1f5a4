import { formatWon } from './amount.ts';

/** Every kind of ledger transaction the server posts (ledger_tx.kind); the money step takes only these. */
export const ledgerTxKinds = [
  'charge',
  'exchange_hold',
  'exchange_payout',
  'exchange_release',
  'adjustment',
  'point_to_cash',
  'cash_to_point',
  'agency_cash_to_point',
  'agency_cash_to_cash',
  'coupon',
  'attendance',
  'bet_stake',
  'bet_payout',
  'bet_reversal',
  'minigame_stake',
  'minigame_payout',
  'casino_bet',
  'casino_win',
  'casino_rollback',
  'referral_reward',
  'agency_commission',
] as const;

/** A kind of ledger transaction. */
export type LedgerTxKind = (typeof ledgerTxKinds)[number];

/** Korean names of the ledger transaction kinds, as the back office shows them. */
export const ledgerTxKindText: Record<LedgerTxKind, string> = {
  charge: '충전 승인',
  exchange_hold: '환전 신청 보류',
  exchange_payout: '환전 지급',
  exchange_release: '환전 거절 반환',
  adjustment: '잔액 조정',
  point_to_cash: '포인트→캐시 전환',
  cash_to_point: '캐시→포인트 전환',
  agency_cash_to_point: '정산금→포인트 전환',
  agency_cash_to_cash: '정산금→캐시 전환',
  coupon: '쿠폰 지급',
  attendance: '출석체크 포인트',
  bet_stake: '스포츠 베팅',
  bet_payout: '스포츠 베팅 정산',
  bet_reversal: '스포츠 정산 취소',
  minigame_stake: '미니게임 베팅',
  minigame_payout: '미니게임 정산',
  casino_bet: '카지노 베팅',
  casino_win: '카지노 당첨',
  casino_rollback: '카지노 베팅 취소',
  referral_reward: '추천 보상 포인트',
  agency_commission: '파트너 정산금 지급',
};

const isLedgerTxKind = (kind: string): kind is LedgerTxKind => Object.hasOwn(ledgerTxKindText, kind);

/** The Korean name of a stored ledger kind; a kind this release does not know shows as stored. */
export function ledgerTxKindName(kind: string): string {
  return isLedgerTxKind(kind) ? ledgerTxKindText[kind] : kind;
}

/** A member's ledger account kind. */
export type MemberAccountKind = 'cash' | 'point' | 'agency_cash';

/** The unit an amount of each member account is written in: won for cash and settlement cash, P for points. */
export const memberAccountUnit: Record<MemberAccountKind, string> = {
  cash: '원',
  point: 'P',
  agency_cash: '원',
};

/** An amount of one member account with its unit: (1000, 'point') -> '1,000P', (-500, 'cash') -> '-500원'. */
export function formatAccountAmount(amount: number, account: MemberAccountKind): string {
  return `${amount < 0 ? '-' : ''}${formatWon(Math.abs(amount))}${memberAccountUnit[account]}`;
}

/** A ledger line's amount with its sign always shown: (100, 'point') -> '+100P'. */
export function formatSignedAccountAmount(amount: number, account: MemberAccountKind): string {
  return `${amount > 0 ? '+' : ''}${formatAccountAmount(amount, account)}`;
}
