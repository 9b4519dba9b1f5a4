import type { RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

// Each page's code loads when its route is first visited.
const dashboard = () =>
  import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage }));
const charges = () =>
  import('../features/payments/pages/charges-page.tsx').then((m) => ({ Component: m.ChargesPage }));
const exchanges = () =>
  import('../features/payments/pages/exchanges-page.tsx').then((m) => ({ Component: m.ExchangesPage }));
const members = () =>
  import('../features/members/pages/members-page.tsx').then((m) => ({ Component: m.MembersPage }));
const memberDetail = () =>
  import('../features/members/pages/member-detail-page.tsx').then((m) => ({ Component: m.MemberDetailPage }));
const moneySettings = () =>
  import('../features/payments/pages/money-settings-page.tsx').then((m) => ({
    Component: m.MoneySettingsPage,
  }));
const sportsSettings = () =>
  import('../features/sports/pages/sports-settings-page.tsx').then((m) => ({
    Component: m.SportsSettingsPage,
  }));
const minigames = () =>
  import('../features/minigames/pages/minigames-page.tsx').then((m) => ({ Component: m.MinigamesPage }));
const virtualGames = () =>
  import('../features/minigames/pages/virtual-page.tsx').then((m) => ({ Component: m.VirtualPage }));
const casino = () =>
  import('../features/casino/pages/casino-page.tsx').then((m) => ({ Component: m.CasinoPage }));
const betLimits = () =>
  import('../features/betting/pages/bet-limits-page.tsx').then((m) => ({ Component: m.BetLimitsPage }));
const bets = () => import('../features/betting/pages/bets-page.tsx').then((m) => ({ Component: m.BetsPage }));
const betLiability = () =>
  import('../features/betting/pages/liability-page.tsx').then((m) => ({ Component: m.LiabilityPage }));
const betDetail = () =>
  import('../features/betting/pages/bet-detail-page.tsx').then((m) => ({ Component: m.BetDetailPage }));
const manualSettlement = () =>
  import('../features/betting/pages/manual-settlement-page.tsx').then((m) => ({
    Component: m.ManualSettlementPage,
  }));
const unsettled = () =>
  import('../features/betting/pages/unsettled-page.tsx').then((m) => ({ Component: m.UnsettledPage }));
const debts = () =>
  import('../features/betting/pages/debts-page.tsx').then((m) => ({ Component: m.DebtsPage }));
const boards = () =>
  import('../features/boards/pages/boards-page.tsx').then((m) => ({ Component: m.BoardsPage }));
const coupons = () =>
  import('../features/promotions/pages/coupons-page.tsx').then((m) => ({ Component: m.CouponsPage }));
const attendanceRules = () =>
  import('../features/promotions/pages/attendance-rules-page.tsx').then((m) => ({
    Component: m.AttendanceRulesPage,
  }));
const messages = () =>
  import('../features/messages/pages/messages-page.tsx').then((m) => ({ Component: m.MessagesPage }));
const inquiries = () =>
  import('../features/inquiries/pages/inquiries-page.tsx').then((m) => ({ Component: m.InquiriesPage }));
const accounts = () =>
  import('../features/staff/pages/accounts-page.tsx').then((m) => ({ Component: m.AccountsPage }));
const bankChanges = () =>
  import('../features/members/pages/bank-changes-page.tsx').then((m) => ({ Component: m.BankChangesPage }));
const blockedMembers = () =>
  import('../features/members/pages/blocked-members-page.tsx').then((m) => ({
    Component: m.BlockedMembersPage,
  }));
const joinApproval = () =>
  import('../features/members/pages/join-approval-page.tsx').then((m) => ({ Component: m.JoinApprovalPage }));
const joinSettings = () =>
  import('../features/members/pages/join-settings-page.tsx').then((m) => ({
    Component: m.JoinSettingsPage,
  }));
const partnerTree = () =>
  import('../features/agency/pages/partner-tree-page.tsx').then((m) => ({ Component: m.PartnerTreePage }));
const partnerSettlements = () =>
  import('../features/agency/pages/settlement-page.tsx').then((m) => ({ Component: m.SettlementPage }));
const referral = () =>
  import('../features/referral/pages/referral-page.tsx').then((m) => ({ Component: m.ReferralPage }));
const audit = () =>
  import('../features/staff/pages/audit-page.tsx').then((m) => ({ Component: m.AuditPage }));

/** The pages inside the logged-in shell. */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: dashboard },
  { path: 'charges', lazy: charges },
  { path: 'exchanges', lazy: exchanges },
  { path: 'members', lazy: members },
  { path: 'members/approval', lazy: joinApproval },
  { path: 'members/bankChanges', lazy: bankChanges },
  { path: 'members/blocked', lazy: blockedMembers },
  { path: 'members/:memberId', lazy: memberDetail },
  { path: 'partners', lazy: partnerTree },
  { path: 'partners/settlements', lazy: partnerSettlements },
  { path: 'settings/money', lazy: moneySettings },
  { path: 'settings/join', lazy: joinSettings },
  { path: 'referral', lazy: referral },
  { path: 'sports', lazy: sportsSettings },
  { path: 'minigames', lazy: minigames },
  { path: 'virtual', lazy: virtualGames },
  { path: 'casino', lazy: casino },
  { path: 'bets', lazy: bets },
  { path: 'bets/liability', lazy: betLiability },
  { path: 'bets/settlement', lazy: manualSettlement },
  { path: 'bets/unsettled', lazy: unsettled },
  { path: 'bets/debts', lazy: debts },
  { path: 'bets/:betId', lazy: betDetail },
  { path: 'settings/bets', lazy: betLimits },
  { path: 'boards', lazy: boards },
  { path: 'coupons', lazy: coupons },
  { path: 'attendance', lazy: attendanceRules },
  { path: 'messages', lazy: messages },
  { path: 'inquiries', lazy: inquiries },
  { path: 'accounts', lazy: accounts },
  { path: 'audit', lazy: audit },
  { path: '*', Component: NotFoundPage },
];
