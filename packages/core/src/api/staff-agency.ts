import { z } from 'zod';
import {
  type AgencyProduct,
  agencyProducts,
  type CommissionKind,
  rateBpMax,
  type UpperMode,
} from '../agency/products.ts';
import { agencyJoinCodeSchema, agencyLimits, agencyText } from './agency.ts';
import { storableText } from './text.ts';

// The back office's partner tree (issue 26): the tree with each node's members and today's play, and its
// changes (create, move with members, rates, suspend, level names), every one audited.

/** Audit actions of the partner tree calls. */
export const staffAgencyAuditAction = {
  create: 'partner.create',
  move: 'partner.move',
  rates: 'partner.rates',
  status: 'partner.status',
  levels: 'partner.levels',
} as const;

/** Korean messages of the partner tree calls (besides the partner area's). */
export const staffAgencyText = {
  ...agencyText,
  moveUnderOwnSubtree: '파트너를 자기 자신이나 하부 파트너 아래로 이동할 수 없습니다.',
  rootCannotMove: '최상위 파트너는 이동할 수 없습니다.',
  levelNameRequired: '단계 이름을 입력해 주세요.',
  levelNameTooLong: '단계 이름은 20자 이하로 입력해 주세요.',
  badFolders: '폴더 구분이 올바르지 않습니다.',
  duplicateRate: '같은 상품과 폴더의 요율이 두 번 입력되었습니다.',
} as const;

/** A partner's rate of one product and folder bucket (0 = the whole product). */
export type StaffAgencyRate = {
  product: AgencyProduct;
  folders: number;
  kind: CommissionKind;
  rateBp: number;
};

/** A node of the partner tree as staff see it. */
export type StaffAgencyNode = {
  id: number;
  parentId: number | null;
  name: string;
  joinCode: string;
  depth: number;
  levelName: string;
  status: 'active' | 'suspended';
  upperMode: UpperMode;
  ownerLoginId: string | null;
  ownerNick: string | null;
  /** Members whose partner is this node (not its subtree). */
  memberCount: number;
  /** Today's (KST) stakes and payouts of this node's own members, whole won. */
  todayStakes: number;
  todayPayouts: number;
  rates: StaffAgencyRate[];
};

/** data of /api/staff/agency/tree: every partner, parents before children, and the level names. */
export type StaffAgencyTreeData = {
  nodes: StaffAgencyNode[];
  levels: { depth: number; name: string }[];
  today: string;
};

const positiveId = z.coerce.number({ error: agencyText.badRequest }).int().min(1).max(2_147_483_647);

const rateSchema = z.object({
  product: z.enum(agencyProducts, { error: agencyText.badRequest }),
  folders: z.coerce
    .number({ error: staffAgencyText.badFolders })
    .int()
    .min(0, staffAgencyText.badFolders)
    .max(4, staffAgencyText.badFolders),
  kind: z.enum(['rolling', 'losing'], { error: agencyText.badRequest }),
  rateBp: z.coerce
    .number({ error: agencyText.badRate })
    .int({ error: agencyText.badRate })
    .min(0, { error: agencyText.badRate })
    .max(rateBpMax, { error: agencyText.badRate }),
});

/** POST /api/staff/agency/tree: no fields. */
export const staffAgencyTreeRequestSchema = z.object({});

/** POST /api/staff/agency/save: one change of the tree. */
export const staffAgencySaveRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('create'),
      parentId: positiveId,
      name: storableText(agencyText.badCharacter, { typeMessage: agencyText.nameRequired })
        .trim()
        .min(1, agencyText.nameRequired)
        .max(agencyLimits.nameMax, agencyText.nameTooLong),
      joinCode: agencyJoinCodeSchema,
      ownerLoginId: storableText(agencyText.badCharacter, { typeMessage: agencyText.badRequest })
        .trim()
        .max(agencyLimits.searchMax, agencyText.badRequest)
        .default(''),
      upperMode: z.enum(['difference', 'own'], { error: agencyText.badRequest }).default('difference'),
    }),
    z.object({ action: z.literal('move'), partnerId: positiveId, parentId: positiveId }),
    z.object({
      action: z.literal('rates'),
      partnerId: positiveId,
      rates: z.array(rateSchema, { error: agencyText.badRequest }).max(agencyProducts.length * 5),
      upperMode: z.enum(['difference', 'own'], { error: agencyText.badRequest }).optional(),
    }),
    z.object({
      action: z.literal('status'),
      partnerId: positiveId,
      status: z.enum(['active', 'suspended'], { error: agencyText.badRequest }),
    }),
    z.object({
      action: z.literal('levels'),
      levels: z
        .array(
          z.object({
            depth: z.coerce.number({ error: agencyText.badRequest }).int().min(0).max(15),
            name: storableText(agencyText.badCharacter, { typeMessage: staffAgencyText.levelNameRequired })
              .trim()
              .min(1, staffAgencyText.levelNameRequired)
              .max(20, staffAgencyText.levelNameTooLong),
          }),
          { error: agencyText.badRequest },
        )
        .min(1)
        .max(16),
    }),
  ],
  { error: agencyText.badRequest },
);
export type StaffAgencySaveRequest = z.input<typeof staffAgencySaveRequestSchema>;
