import { z } from 'zod';
import {
  type AgencyProduct,
  agencyProducts,
  type FolderBucket,
  rateBpMax,
  type StatementLineKind,
  type StatementSubject,
} from '../agency/products.ts';
import { storableText } from './text.ts';

// The partner area (파트너, issue 26): calls of a partner owner's session over their own subtree only.
// Anyone else, and any id outside the subtree, gets the answer of a missing session (code 99).

/** The longest period of POST /api/agency/summary, in days (both ends included). */
export const agencySummaryMaxDays = 93;

/** Members per page of POST /api/agency/members. */
export const agencyMemberPageSize = 20;

/** Length limits of the partner area's forms. */
export const agencyLimits = { nameMax: 30, searchMax: 30, joinCodeMin: 2, joinCodeMax: 16 } as const;

/** Korean messages of the partner area. */
export const agencyText = {
  badDate: '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.',
  badRange: '시작일은 종료일보다 늦을 수 없습니다.',
  rangeTooLong: `조회 기간은 최대 ${agencySummaryMaxDays}일입니다.`,
  badCharacter: '입력할 수 없는 문자가 들어 있습니다.',
  searchTooLong: `검색어는 ${agencyLimits.searchMax}자 이하로 입력해 주세요.`,
  nameRequired: '파트너 이름을 입력해 주세요.',
  nameTooLong: `파트너 이름은 ${agencyLimits.nameMax}자 이하로 입력해 주세요.`,
  joinCodeFormat: `가입코드는 영문 소문자와 숫자 ${agencyLimits.joinCodeMin}~${agencyLimits.joinCodeMax}자로 입력해 주세요.`,
  joinCodeTaken: '이미 사용 중인 가입코드입니다.',
  badRate: '요율은 0%에서 100% 사이로 입력해 주세요.',
  rateAboveParent: '하부 파트너의 요율은 상위 파트너의 요율보다 높을 수 없습니다.',
  rateBelowChild: '하부 파트너의 요율보다 낮게 설정할 수 없습니다. 하부 파트너의 요율을 먼저 낮춰 주세요.',
  notFound: '대상을 찾을 수 없습니다.',
  ownerUnavailable:
    '소유 회원으로 지정할 수 없는 회원입니다. 하부 회원 중 파트너가 없는 회원을 선택해 주세요.',
  tooDeep: '더 이상 하부 단계를 만들 수 없습니다.',
  ownPartner: '본인 파트너는 변경할 수 없습니다.',
  moveSelf: '본인 계정은 이동할 수 없습니다.',
  samePartner: '이미 해당 파트너 소속입니다.',
  saved: '저장되었습니다.',
  badRequest: '잘못된 요청입니다.',
} as const;

/** Codes of the partner area's refusals (with `data.message` in Korean). */
export const agencyCode = {
  /** The input fails a rule: a taken code, a rate above the parent's, an owner that cannot own. */
  refused: 3,
} as const;

const kstDate = z
  .string({ error: agencyText.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: agencyText.badDate })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00+09:00`)), { error: agencyText.badDate });

const dayMs = 86_400_000;

// A KST period, both days included, at most agencySummaryMaxDays days.
const kstPeriodSchema = () =>
  z
    .object({ from: kstDate, to: kstDate })
    .refine((body) => body.from <= body.to, { error: agencyText.badRange })
    .refine((body) => (Date.parse(body.to) - Date.parse(body.from)) / dayMs < agencySummaryMaxDays, {
      error: agencyText.rangeTooLong,
    });

/** POST /api/agency/summary: a KST period, both days included, at most {@link agencySummaryMaxDays} days. */
export const agencySummaryRequestSchema = kstPeriodSchema();

/** Play of one product (or all): stakes, payouts and GGR (stakes minus payouts), whole won. */
export type AgencyPlayFigures = { stakes: number; payouts: number; ggr: number };

/** One KST day of the summary. */
export type AgencySummaryDay = AgencyPlayFigures & {
  day: string;
  newMembers: number;
  /** Approved deposits (충전) and withdrawals (환전), whole won. */
  deposits: number;
  withdrawals: number;
};

/** data of an /agency/summary reply: the subtree's figures over the period. */
export type AgencySummaryData = {
  from: string;
  to: string;
  /** Members of the subtree today, and those who joined in the period. */
  members: number;
  newMembers: number;
  deposits: number;
  withdrawals: number;
  totals: AgencyPlayFigures;
  /**
   * The own partner's settled commission over the period (the sum of its settlements of those days),
   * whole won: null when no day of the period is settled yet.
   */
  commission: number | null;
  days: AgencySummaryDay[];
  products: (AgencyPlayFigures & { product: AgencyProduct })[];
};

const positiveId = z.coerce.number({ error: agencyText.badRequest }).int().min(1).max(2_147_483_647);

/** POST /api/agency/members: one page of the subtree's members, optionally by id or nick and one partner. */
export const agencyMembersRequestSchema = z.object({
  search: storableText(agencyText.badCharacter, { typeMessage: agencyText.badRequest })
    .trim()
    .max(agencyLimits.searchMax, agencyText.searchTooLong)
    .default(''),
  partnerId: positiveId.nullable().default(null),
  page: z.coerce.number({ error: agencyText.badRequest }).int().min(1).max(10_000).default(1),
});

/** A member as their partner sees them: never phone, bank account or password data. */
export type AgencyMemberItem = {
  id: number;
  loginId: string;
  nick: string;
  partnerId: number;
  partnerName: string;
  status: string;
  /** ISO times; shown in KST. */
  joinedAt: string;
  lastLoginAt: string | null;
  cash: number;
  point: number;
  /** Approved deposits and withdrawals of all time, whole won. */
  deposits: number;
  withdrawals: number;
  /** Bets of all time per product (void and cancelled left out). */
  bets: Record<AgencyProduct, AgencyPlayFigures & { count: number }>;
};

/** data of an /agency/members reply. */
export type AgencyMembersData = { list: AgencyMemberItem[]; total: number; page: number; pageSize: number };

const rateBpSchema = z.coerce
  .number({ error: agencyText.badRate })
  .int({ error: agencyText.badRate })
  .min(0, { error: agencyText.badRate })
  .max(rateBpMax, { error: agencyText.badRate });

const productSchema = z.enum(agencyProducts, { error: agencyText.badRequest });

/** A partner's rate of one product (the whole product: folder bucket 0), basis points. */
export const agencyRateSchema = z.object({ product: productSchema, rateBp: rateBpSchema });
export type AgencyRate = z.infer<typeof agencyRateSchema>;

const ratesSchema = z.array(agencyRateSchema, { error: agencyText.badRequest }).max(agencyProducts.length);

const nameSchema = storableText(agencyText.badCharacter, { typeMessage: agencyText.nameRequired })
  .trim()
  .min(1, agencyText.nameRequired)
  .max(agencyLimits.nameMax, agencyText.nameTooLong);

/** A join code as typed: trimmed, lowercased, letters and digits. */
export const agencyJoinCodeSchema = storableText(agencyText.badCharacter, {
  typeMessage: agencyText.joinCodeFormat,
})
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[a-z0-9]{${agencyLimits.joinCodeMin},${agencyLimits.joinCodeMax}}$`), {
    error: agencyText.joinCodeFormat,
  });

/** POST /api/agency/partners: the partner's own node and every partner below it. */
export const agencyPartnersRequestSchema = z.object({});

/** A partner of the subtree as its owner sees it. */
export type AgencyPartnerItem = {
  id: number;
  /** Null for the session's own partner (its parent is outside the area). */
  parentId: number | null;
  name: string;
  depth: number;
  levelName: string;
  status: 'active' | 'suspended';
  /** The session's own partner: shown, never changed here. */
  isOwn: boolean;
  ownerLoginId: string | null;
  ownerNick: string | null;
  memberCount: number;
  joinCodeCount: number;
  /** Rates of the whole product (folder bucket 0) with their kind. */
  rates: { product: AgencyProduct; kind: 'rolling' | 'losing'; rateBp: number }[];
  createdAt: string;
};

/** data of an /agency/partners reply. */
export type AgencyPartnersData = { list: AgencyPartnerItem[] };

/** POST /api/agency/partners/save: create a sub-partner, set its rates or status, or move a member. */
export const agencyPartnerSaveRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('create'),
      parentId: positiveId,
      name: nameSchema,
      joinCode: agencyJoinCodeSchema,
      /** A member of the subtree who owns no partner, by login id; empty for none. */
      ownerLoginId: storableText(agencyText.badCharacter, { typeMessage: agencyText.badRequest })
        .trim()
        .max(agencyLimits.searchMax, agencyText.badRequest)
        .default(''),
      rates: ratesSchema.default([]),
    }),
    z.object({ action: z.literal('rates'), partnerId: positiveId, rates: ratesSchema }),
    z.object({
      action: z.literal('status'),
      partnerId: positiveId,
      status: z.enum(['active', 'suspended'], { error: agencyText.badRequest }),
    }),
    z.object({ action: z.literal('moveMember'), memberId: positiveId, toPartnerId: positiveId }),
  ],
  { error: agencyText.badRequest },
);
export type AgencyPartnerSaveRequest = z.input<typeof agencyPartnerSaveRequestSchema>;

/** data of a successful /agency/partners/save: the partner created or changed, or the member moved. */
export type AgencyPartnerSaveData = { id: number; message: string };

/** POST /api/agency/joinCodes: every join code of the subtree with its sign-ups. */
export const agencyJoinCodesRequestSchema = z.object({});

/** A join code of the subtree. */
export type AgencyJoinCodeItem = {
  id: number;
  code: string;
  partnerId: number;
  partnerName: string;
  isEnabled: boolean;
  /** Members who joined with it. */
  signUps: number;
  createdAt: string;
};

/** data of an /agency/joinCodes reply. */
export type AgencyJoinCodesData = { list: AgencyJoinCodeItem[] };

/** POST /api/agency/joinCodes/save: a new code for a partner of the subtree, or a code switched off or on. */
export const agencyJoinCodeSaveRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('create'), partnerId: positiveId, code: agencyJoinCodeSchema }),
    z.object({
      action: z.literal('setEnabled'),
      id: positiveId,
      isEnabled: z.boolean({ error: agencyText.badRequest }),
    }),
  ],
  { error: agencyText.badRequest },
);
export type AgencyJoinCodeSaveRequest = z.input<typeof agencyJoinCodeSaveRequestSchema>;

/** Postings per page of POST /api/agency/cashHistory. */
export const agencyCashHistoryPageSize = 20;

/** POST /api/agency/cashHistory: one page of the partner's settlement cash (정산금) postings, newest first. */
export const agencyCashHistoryRequestSchema = z.object({
  page: z.coerce.number({ error: agencyText.badRequest }).int().min(1).max(10_000).default(1),
});

/** One settlement cash posting: what moved it (ledger kind), the signed amount in whole won, when (ISO). */
export type AgencyCashHistoryItem = {
  id: string;
  kind: string;
  memo: string | null;
  amount: number;
  createdAt: string;
};

/** data of an /agency/cashHistory reply. */
export type AgencyCashHistoryData = {
  list: AgencyCashHistoryItem[];
  total: number;
  page: number;
  pageSize: number;
};

/** POST /api/agency/statements: the own partner's daily settlements over a KST period, like the summary's. */
export const agencyStatementsRequestSchema = kstPeriodSchema();

/** Where a settled day stands: paid at the run, held for review, paid on release, or nothing paid (net negative). */
export type AgencySettlementStatus = 'paid' | 'held' | 'released' | 'adjusted';

/** Each settlement status in Korean. */
export const agencySettlementStatusNames: Record<AgencySettlementStatus, string> = {
  paid: '지급',
  held: '보류',
  released: '보류 해제 지급',
  adjusted: '조정(미지급)',
};

/** Each statement line kind in Korean. */
export const agencyCommissionKindNames: Record<StatementLineKind, string> = {
  rolling: '롤링',
  losing: '루징',
  carried: '이월 차감',
  manual: '관리자 조정',
};

/** Each folder bucket in Korean: 0 is the whole product. */
export const agencyFolderBucketNames: Record<FolderBucket, string> = {
  0: '전체',
  1: '단폴',
  2: '2폴더',
  3: '3폴더',
  4: '4폴더+',
};

/** One line of a day's statement; money in whole won, the rate in basis points. */
export type AgencyStatementLine = {
  product: StatementSubject;
  productName: string;
  kind: StatementLineKind;
  folders: FolderBucket;
  /** The child partner whose subtree the line earns on (차등 or own rate); null for the partner's own members. */
  sourcePartnerId: number | null;
  sourcePartnerName: string | null;
  /** Stakes (롤링) or net loss (루징). */
  base: number;
  rateBp: number;
  carryIn: number;
  carryOut: number;
  amount: number;
  /** A correction of the earlier day `forDay` after its bets were resettled. */
  isAdjustment: boolean;
  /** The day the line settles: the statement's own, an adjusted earlier day, or the negative day carried in. */
  forDay: string;
};

/** One settled KST day of the own partner. */
export type AgencyStatementDay = {
  id: string;
  day: string;
  status: AgencySettlementStatus;
  /** The sum of its lines, whole won. */
  amount: number;
  lines: AgencyStatementLine[];
};

/** data of an /agency/statements reply: settled days of the period, newest first. */
export type AgencyStatementsData = { from: string; to: string; list: AgencyStatementDay[] };
