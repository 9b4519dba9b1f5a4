import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { analyzeTables } from './analyze.ts';
import * as initial from './migrations/0001-initial.ts';
import * as ledger from './migrations/0002-ledger-payments-staff.ts';
import * as sportsCatalogue from './migrations/0003-sports-catalogue.ts';
import * as sportsSettings from './migrations/0004-sports-settings.ts';
import * as idempotencyFingerprint from './migrations/0005-idempotency-fingerprint.ts';
import * as betting from './migrations/0006-betting.ts';
import * as settlement from './migrations/0007-settlement.ts';
import * as liveIncidentsPreferences from './migrations/0008-live-incidents-preferences.ts';
import * as messagesInquiries from './migrations/0009-messages-inquiries.ts';
import * as couponsAttendance from './migrations/0010-coupons-attendance.ts';
import * as boardScheduleRules from './migrations/0011-board-schedule-rules.ts';
import * as messageSendMembers from './migrations/0012-message-send-members.ts';
import * as minigames from './migrations/0013-minigames.ts';
import * as minigameBets from './migrations/0014-minigame-bets.ts';
import * as minigameMarketSettings from './migrations/0015-minigame-market-settings.ts';
import * as casino from './migrations/0016-casino.ts';
import * as rulesNoSelfLimits from './migrations/0024-rules-no-self-limits.ts';
import * as casinoProviderAdmin from './migrations/0026-casino-provider-admin.ts';
import * as memberConsents from './migrations/0029-member-consents.ts';
import * as joinApproval from './migrations/0030-join-approval.ts';
import * as moneyStepFunctions from './migrations/0031-money-step-functions.ts';
import * as betPlaceFunction from './migrations/0034-bet-place-function.ts';
import * as ledgerPostTransfers from './migrations/0035-ledger-post-transfers.ts';
import * as minigameBetPlaceFunction from './migrations/0036-minigame-bet-place-function.ts';
import * as casinoWalletFunctions from './migrations/0037-casino-wallet-functions.ts';
import * as moneyFunctionsCustomPlans from './migrations/0038-money-functions-custom-plans.ts';
import * as virtualSports from './migrations/0039-virtual-sports.ts';
import * as virtualPaidPrices from './migrations/0040-virtual-paid-prices.ts';
import * as partnerTree from './migrations/0041-partner-tree.ts';
import * as referral from './migrations/0042-referral.ts';
import * as agencySettlement from './migrations/0043-agency-settlement.ts';
import * as agencySettlementApproval from './migrations/0044-agency-settlement-approval.ts';
import * as referralGuards from './migrations/0045-referral-guards.ts';
import * as account from './migrations/0046-account.ts';
import * as protection from './migrations/0047-protection.ts';
import * as bankChange from './migrations/0048-bank-change.ts';
import * as clusterLeaderLease from './migrations/0049-cluster-leader-lease.ts';

/** Every migration, by name; names sort in the order they apply. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-ledger-payments-staff': ledger,
  '0003-sports-catalogue': sportsCatalogue,
  '0004-sports-settings': sportsSettings,
  '0005-idempotency-fingerprint': idempotencyFingerprint,
  '0006-betting': betting,
  '0007-settlement': settlement,
  '0008-live-incidents-preferences': liveIncidentsPreferences,
  '0009-messages-inquiries': messagesInquiries,
  '0010-coupons-attendance': couponsAttendance,
  '0011-board-schedule-rules': boardScheduleRules,
  '0012-message-send-members': messageSendMembers,
  '0013-minigames': minigames,
  '0014-minigame-bets': minigameBets,
  '0015-minigame-market-settings': minigameMarketSettings,
  '0016-casino': casino,
  '0024-rules-no-self-limits': rulesNoSelfLimits,
  '0026-casino-provider-admin': casinoProviderAdmin,
  '0029-member-consents': memberConsents,
  '0030-join-approval': joinApproval,
  '0031-money-step-functions': moneyStepFunctions,
  '0034-bet-place-function': betPlaceFunction,
  '0035-ledger-post-transfers': ledgerPostTransfers,
  '0036-minigame-bet-place-function': minigameBetPlaceFunction,
  '0037-casino-wallet-functions': casinoWalletFunctions,
  '0038-money-functions-custom-plans': moneyFunctionsCustomPlans,
  '0039-virtual-sports': virtualSports,
  '0040-virtual-paid-prices': virtualPaidPrices,
  '0041-partner-tree': partnerTree,
  '0042-referral': referral,
  '0043-agency-settlement': agencySettlement,
  '0044-agency-settlement-approval': agencySettlementApproval,
  '0045-referral-guards': referralGuards,
  '0046-account': account,
  '0047-protection': protection,
  '0048-bank-change': bankChange,
  '0049-cluster-leader-lease': clusterLeaderLease,
};

/** Hands Kysely's Migrator the migrations compiled into the server (no folder scanning). */
export const inCodeMigrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * Brings the schema up to date, on PGlite and PostgreSQL alike, and refreshes the planner's
 * statistics when a migration ran. `schema` names the schema that holds the migration bookkeeping
 * when it is not `public` (the test suite's private schemas).
 */
export async function migrateToLatest<DB>(db: Kysely<DB>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    // Migrations are written against no particular schema type.
    db: db as unknown as Kysely<unknown>,
    provider: inCodeMigrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  if (results?.some((result) => result.status === 'Success')) await analyzeTables(db);
}
