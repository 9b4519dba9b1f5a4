import type { ApiReply } from '@hanpan/core/api/envelope';
import type {
  ChargeInfo,
  ChargeRequestItem,
  ExchangeInfo,
  ExchangeRequestItem,
  PageOf,
} from '@hanpan/core/api/payments';
import type {
  MoneySettings,
  StaffChargeItem,
  StaffDashboard,
  StaffExchangeItem,
} from '@hanpan/core/api/staff';
import type { Db } from '../../lib/db/database.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import type { NotifyUserContextChanged } from '../auth/events.ts';

/** The staff member behind a back-office action, for the audit log. */
export type StaffActor = { staffId: number; ip: string | null };

/** A reply the member gets (stored under the idempotency key, so a retry gets it again). */
export type PaymentReply = ApiReply<unknown>;

/** The outcome of a staff decision on a request. */
export type DecisionOutcome<Item> =
  | { kind: 'approved'; item: Item }
  | { kind: 'firstApproval'; item: Item }
  | { kind: 'rejected'; item: Item }
  | { kind: 'notFound' }
  | { kind: 'notPending' }
  | { kind: 'sameApprover' };

/** Deposits (충전) and withdrawals (환전): the member's requests and staff's decisions. */
export type PaymentsService = {
  getChargeInfo(memberId: number): Promise<ChargeInfo>;
  requestCharge(
    memberId: number,
    body: { amount: unknown; depositorName: string },
    key: string,
  ): Promise<PaymentReply>;
  cancelCharge(memberId: number, id: number): Promise<PaymentReply>;
  listMemberCharges(memberId: number, page: number): Promise<PageOf<ChargeRequestItem>>;
  getExchangeInfo(memberId: number): Promise<ExchangeInfo>;
  requestExchange(
    memberId: number,
    body: { amount: unknown; exchangePassword: string },
    key: string,
    ip: string,
  ): Promise<PaymentReply>;
  listMemberExchanges(memberId: number, page: number): Promise<PageOf<ExchangeRequestItem>>;
  /** Recent approved deposits for /api/index2's fakeChargeList (nick masked). */
  listRecentApprovedCharges(limit: number): Promise<{ nick: string; amount: number; approvedAt: string }[]>;

  listCharges(filter: { status: string; page: number; memberId?: number }): Promise<PageOf<StaffChargeItem>>;
  approveCharge(actor: StaffActor, id: number): Promise<DecisionOutcome<StaffChargeItem>>;
  rejectCharge(actor: StaffActor, id: number, reason: string): Promise<DecisionOutcome<StaffChargeItem>>;
  listExchanges(filter: {
    status: string;
    page: number;
    memberId?: number;
  }): Promise<PageOf<StaffExchangeItem>>;
  approveExchange(actor: StaffActor, id: number): Promise<DecisionOutcome<StaffExchangeItem>>;
  rejectExchange(actor: StaffActor, id: number, reason: string): Promise<DecisionOutcome<StaffExchangeItem>>;
  /** The money part of the dashboard (pending queues, today's approved totals, member balances). */
  getMoneyTotals(
    now: Date,
  ): Promise<Omit<StaffDashboard, 'today'> & { today: Omit<StaffDashboard['today'], 'newMembers'> }>;
  getMoneySettings(): Promise<MoneySettings>;
  saveMoneySettings(actor: StaffActor, settings: MoneySettings): Promise<void>;
};

/** What the payments service is built from. */
export type PaymentsDeps = {
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
  /** Called after a commit that changed a member's balances. */
  notifyUserContextChanged: NotifyUserContextChanged;
};

/** Builds the payments service. */
export function createPaymentsService(_deps: PaymentsDeps): PaymentsService {
  return {} as PaymentsService;
}
