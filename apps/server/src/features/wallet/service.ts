import type { StaffLedgerLine } from '@hanpan/core/api/staff';
import type { Db, MemberAccountKind } from '../../lib/db/database.ts';
import type { NotifyUserContextChanged } from '../auth/events.ts';
import type { PaymentReply, StaffActor } from '../payments/service.ts';

/** The outcome of a manual balance adjustment. */
export type AdjustmentOutcome =
  | { kind: 'adjusted'; txId: string; balance: number }
  | { kind: 'duplicate'; txId: string; balance: number }
  | { kind: 'insufficient' }
  | { kind: 'notFound' };

/** Balances and conversions: points, cash and settlement cash, and staff adjustments. */
export type WalletService = {
  convertPointToCash(memberId: number, key: string): Promise<PaymentReply>;
  convertCashToPoint(memberId: number, amount: unknown, key: string): Promise<PaymentReply>;
  convertAgencyCashToPoint(memberId: number, key: string): Promise<PaymentReply>;
  convertAgencyCashToCash(memberId: number, key: string): Promise<PaymentReply>;
  adjustBalance(
    actor: StaffActor,
    input: {
      memberId: number;
      account: MemberAccountKind;
      amount: number;
      reason: string;
      idempotencyKey: string;
    },
  ): Promise<AdjustmentOutcome>;
  listLedgerLines(memberId: number, limit: number): Promise<StaffLedgerLine[]>;
};

/** What the wallet service is built from. */
export type WalletDeps = { db: Db; notifyUserContextChanged: NotifyUserContextChanged };

/** Builds the wallet service. */
export function createWalletService(_deps: WalletDeps): WalletService {
  return {} as WalletService;
}
