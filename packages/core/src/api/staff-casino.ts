import { z } from 'zod';
import type { CasinoCategory, CasinoGameKind, CasinoRoundStatus } from './casino.ts';
import type { WalletPlayRules } from './casino-wallet.ts';
import { staffText } from './staff-codes.ts';
import { storableText } from './text.ts';

// The back office's casino calls (issue 16 "Back office"), all POST under /api/staff/casino:
//   providers            the providers with their keys, switch and play rules        casino.view
//   providers/save       one provider's switch, name, key, addresses and play rules   casino.manage (audited)
//   providers/create     a new provider (an aggregator) with its key and addresses    casino.manage (audited)
//   games/import/preview a game list (file or the provider's list call) against ours casino.manage
//   games/import/confirm the same list upserted by provider + game id                casino.manage (audited)
//   games                the games of a provider or lobby                             casino.view
//   games/save           one game's switch, lobby and order                           casino.manage (audited)
//   rounds               rounds, of a member or game, newest first                    casino.view
//   transactions         wallet transactions of a member, newest first               casino.view
//   reconciliation       one KST day: the provider's transaction list against ours    casino.view
//                        and against the ledger, every difference flagged
//   ggr                  gross gaming revenue per game over KST dates                 casino.view
// Saves carry a reason (audited with it) like every staff change.

/** Korean messages of the casino staff calls and screens. */
export const staffCasinoText = {
  reasonRequired: staffText.reasonRequired,
  unknownProvider: '존재하지 않는 게임사입니다.',
  unknownGame: '존재하지 않는 게임입니다.',
  badPublicKey: '공개키는 PEM 형식의 Ed25519 또는 RSA(2048비트 이상) 공개키여야 합니다.',
  badLaunchUrl: '게임 실행 주소는 https 주소여야 합니다. (http는 localhost만 허용)',
  badReportUrl: '거래 내역 주소는 https 주소여야 합니다. (http는 localhost만 허용)',
  badGamesUrl: '게임 목록 주소는 https 주소여야 합니다. (http는 localhost만 허용)',
  badCode: '게임사 코드는 영문 소문자, 숫자, -로 2~40자여야 하며 -로 시작하거나 끝날 수 없습니다.',
  duplicateCode: '이미 사용 중인 게임사 코드입니다.',
  badName: '게임사 이름을 1~50자로 입력해 주세요.',
  badCharacter: '사용할 수 없는 문자가 있습니다.',
  managedKey: '내장 게임사가 관리하는 키입니다. 변경할 수 없습니다.',
  created: '게임사를 추가했습니다.',
  badMinSpinMs: '슬롯 최소 회전 시간은 2,500ms 이상 10,000ms 이하로 입력해 주세요.',
  badDate: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  badRange: '조회 기간은 최대 92일입니다.',
  providerUnreachable: '게임사 거래 내역을 받아오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  saved: '저장했습니다.',
} as const;

/** Audit actions of the casino saves. */
export const staffCasinoAuditAction = {
  provider: 'casino.provider',
  providerCreate: 'casino.provider.create',
  game: 'casino.game',
  gameImport: 'casino.game.import',
} as const;

/** The note beside a key the built-in provider manages (registered again at every start). */
export const managedKeyNote = '내장 게임사가 관리하는 키입니다';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for a provider address staff may set: https, or http only for localhost; no credentials. */
export function isProviderUrl(url: string): boolean {
  if (url.length > 500 || /\s/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && localHosts.has(parsed.hostname));
}

/** A provider code: a slug, unique (the wallet's path segment /api/casino/wallet/{code}). */
export const providerCodePattern = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;

const urlField = (message: string) =>
  storableText(message, { typeMessage: message })
    .trim()
    .refine((url) => isProviderUrl(url), { message });

const optionalUrlField = (message: string) =>
  storableText(message, { typeMessage: message })
    .trim()
    .refine((url) => url === '' || isProviderUrl(url), { message })
    .transform((url) => (url === '' ? null : url));

const savedUrlField = (message: string) =>
  storableText(message, { typeMessage: message })
    .trim()
    .max(500, message)
    .transform((url) => (url === '' ? null : url));

const nameField = storableText(staffCasinoText.badName, { typeMessage: staffCasinoText.badName })
  .trim()
  .min(1, staffCasinoText.badName)
  .max(50, staffCasinoText.badName);

const keyField = storableText(staffCasinoText.badPublicKey, {
  kind: 'multiline',
  typeMessage: staffCasinoText.badPublicKey,
}).max(4_000, staffCasinoText.badPublicKey);

const reasonField = storableText(staffText.reasonRequired, {
  kind: 'multiline',
  typeMessage: staffText.reasonRequired,
})
  .trim()
  .min(1, staffText.reasonRequired)
  .max(500, staffText.reasonRequired);

const rulesField = z.object(
  {
    noAutoplay: z.boolean(),
    minSpinMs: z.number({ error: staffCasinoText.badMinSpinMs }).int(staffCasinoText.badMinSpinMs),
    noSmallWinCelebration: z.boolean(),
  },
  { error: staffCasinoText.badMinSpinMs },
);

/** Body of providers/create: a new provider, saved with a reason. */
export const staffCasinoProviderCreateSchema = z.object({
  code: storableText(staffCasinoText.badCode, { typeMessage: staffCasinoText.badCode }).regex(
    providerCodePattern,
    staffCasinoText.badCode,
  ),
  name: nameField,
  isEnabled: z.boolean(),
  publicKey: keyField,
  launchUrl: urlField(staffCasinoText.badLaunchUrl),
  reportUrl: urlField(staffCasinoText.badReportUrl),
  gamesUrl: optionalUrlField(staffCasinoText.badGamesUrl),
  rules: rulesField,
  reason: reasonField,
});

/** Body of providers/create. */
export type StaffCasinoProviderCreate = z.input<typeof staffCasinoProviderCreateSchema>;

/** A provider in the back office. */
export type StaffCasinoProviderView = {
  id: number;
  code: string;
  name: string;
  isEnabled: boolean;
  /** The provider's public key (PEM) that verifies its wallet calls. */
  publicKey: string;
  /** True when the provider registers its own key (the built-in one): shown read-only, edits refused. */
  isKeyManaged: boolean;
  /** Its transaction list for the daily reconciliation (null: derived from the launch URL). */
  reportUrl: string | null;
  /** Its game list call (null: none). */
  gamesUrl: string | null;
  /** The operator's wallet base URL the provider calls (shown for the provider's set-up). */
  walletUrl: string;
  /** Where the provider's games are launched (the token and game are added as query parameters). */
  launchUrl: string;
  rules: WalletPlayRules;
  gameCount: number;
  enabledGameCount: number;
  updatedAt: string;
};

/** data of providers. */
export type StaffCasinoProviderList = { list: StaffCasinoProviderView[] };

/** Body of providers/save. */
export const staffCasinoProviderSaveSchema = z.object({
  id: z.number().int().positive(),
  isEnabled: z.boolean(),
  /** Absent: unchanged. */
  name: nameField.optional(),
  publicKey: keyField,
  launchUrl: storableText(staffCasinoText.badLaunchUrl).max(500, staffCasinoText.badLaunchUrl),
  /** Absent: unchanged; '' clears it (checked by the server: a path only for the built-in provider). */
  reportUrl: savedUrlField(staffCasinoText.badReportUrl).optional(),
  /** Absent: unchanged; '' clears it (checked by the server: a path only for the built-in provider). */
  gamesUrl: savedUrlField(staffCasinoText.badGamesUrl).optional(),
  rules: rulesField,
  reason: z.string().max(500),
});

/** A game in the back office. */
export type StaffCasinoGameView = {
  id: number;
  providerId: number;
  providerName: string;
  code: string;
  name: string;
  category: CasinoCategory;
  kind: CasinoGameKind;
  isEnabled: boolean;
  sortOrder: number;
  rtpBp: number | null;
  /** A thumbnail image URL from an imported list. */
  thumbnailUrl: string | null;
};

/** Body of games. */
export const staffCasinoGamesSchema = z.object({
  providerId: z.number().int().positive().optional(),
  category: z.enum(['casino', 'slot']).optional(),
});

/** data of games. */
export type StaffCasinoGameList = { list: StaffCasinoGameView[] };

/** Body of games/save. */
export const staffCasinoGameSaveSchema = z.object({
  id: z.number().int().positive(),
  isEnabled: z.boolean(),
  category: z.enum(['casino', 'slot']),
  sortOrder: z.number().int().min(0).max(10_000),
  reason: z.string().max(500),
});

const kstDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Body of rounds: a member (login id) or game, a status and KST dates, a page of 50. `round` is the
 * round's short number as the member quotes it ('#1234' or '1234') or the provider's round id: one
 * round, found whatever its date.
 */
export const staffCasinoRoundsSchema = z.object({
  round: z.string().trim().min(1).max(100).optional(),
  memberLoginId: z.string().max(40).optional(),
  gameId: z.number().int().positive().optional(),
  status: z.enum(['open', 'closed', 'rolled_back']).optional(),
  from: kstDate,
  until: kstDate,
  page: z.number().int().min(1).max(10_000).default(1),
});

/** A round in the back office. */
export type StaffCasinoRoundView = {
  id: string;
  round: string;
  member: { id: number; loginId: string; nick: string };
  game: { id: number; name: string; providerName: string };
  stake: number;
  win: number;
  status: CasinoRoundStatus;
  transactionCount: number;
  startedAt: string;
  closedAt: string | null;
};

/** data of rounds. */
export type StaffCasinoRoundPage = {
  list: StaffCasinoRoundView[];
  total: number;
  page: number;
  pageSize: number;
};

/** Kinds of wallet transaction. */
export type CasinoTransactionKind = 'bet' | 'win' | 'rollback';

/**
 * A wallet transaction's status: posted; rolled_back (a bet undone by a later rollback); cancelled (a
 * bet whose rollback came first: remembered so the late bet is refused, nothing posted).
 */
export type CasinoTransactionStatus = 'posted' | 'rolled_back' | 'cancelled';

/** Korean names of the kinds and statuses. */
export const casinoTransactionText = {
  bet: '베팅',
  win: '당첨',
  rollback: '취소',
  posted: '처리',
  rolled_back: '취소됨',
  cancelled: '선취소',
} as const;

/** Body of transactions: a member's (login id) wallet transactions, or one round's, a page of 50. */
export const staffCasinoTransactionsSchema = z.object({
  memberLoginId: z.string().max(40).optional(),
  roundId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  from: kstDate,
  until: kstDate,
  page: z.number().int().min(1).max(10_000).default(1),
});

/** A wallet transaction in the back office. */
export type StaffCasinoTransactionView = {
  id: string;
  providerName: string;
  /** The provider's transaction id. */
  transactionId: string;
  /** For a win or rollback, the bet it refers to. */
  referenceTransactionId: string | null;
  kind: CasinoTransactionKind;
  status: CasinoTransactionStatus;
  amount: number;
  /** Cash after it (null when nothing was posted). */
  balanceAfter: number | null;
  round: string;
  roundId: string | null;
  game: { id: number; name: string } | null;
  member: { id: number; loginId: string; nick: string };
  ledgerTxId: string | null;
  createdAt: string;
};

/** data of transactions. */
export type StaffCasinoTransactionPage = {
  list: StaffCasinoTransactionView[];
  total: number;
  page: number;
  pageSize: number;
};

/** Body of reconciliation: one provider and one KST day. */
export const staffCasinoReconciliationSchema = z.object({
  providerId: z.number().int().positive(),
  date: kstDate,
});

/** Why a transaction is flagged. */
export type ReconciliationIssue =
  | 'missing_at_operator'
  | 'missing_at_provider'
  | 'amount_differs'
  | 'kind_differs'
  | 'ledger_missing'
  | 'ledger_amount_differs';

/** Korean names of the issues. */
export const reconciliationIssueText = {
  missing_at_operator: '운영사 기록 없음',
  missing_at_provider: '게임사 기록 없음',
  amount_differs: '금액 불일치',
  kind_differs: '유형 불일치',
  ledger_missing: '원장 기록 없음',
  ledger_amount_differs: '원장 금액 불일치',
} as const satisfies Record<ReconciliationIssue, string>;

/** Totals of one side. */
export type ReconciliationTotals = { count: number; bet: number; win: number; rollback: number };

/** One flagged transaction. */
export type ReconciliationDifference = {
  transactionId: string;
  issue: ReconciliationIssue;
  kind: CasinoTransactionKind | null;
  operatorAmount: number | null;
  providerAmount: number | null;
  ledgerAmount: number | null;
};

/** data of reconciliation. */
export type StaffCasinoReconciliation = {
  date: string;
  provider: { id: number; name: string };
  /** Our wallet transactions of the day. */
  operatorTotals: ReconciliationTotals;
  /** The provider's list of the day. */
  providerTotals: ReconciliationTotals;
  /** Empty when everything matches. */
  differences: ReconciliationDifference[];
  checkedAt: string;
};

/** Body of ggr: KST dates, optionally one lobby. */
export const staffCasinoGgrSchema = z.object({
  from: kstDate,
  until: kstDate,
  category: z.enum(['casino', 'slot']).optional(),
});

/** One game's figures over the dates. */
export type StaffCasinoGgrRow = {
  game: { id: number; name: string; providerName: string; category: CasinoCategory };
  rounds: number;
  players: number;
  bets: number;
  wins: number;
  /** bets - wins (rolled-back bets excluded). */
  ggr: number;
  /** wins / bets in basis points, null without bets. */
  actualRtpBp: number | null;
  theoreticalRtpBp: number | null;
};

/** data of ggr: per game, with the total. */
export type StaffCasinoGgr = {
  list: StaffCasinoGgrRow[];
  total: { rounds: number; players: number; bets: number; wins: number; ggr: number };
};
