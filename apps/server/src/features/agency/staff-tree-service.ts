import { exceedsRateLimits } from '@hanpan/core/agency/rate-limits';
import {
  type StaffAgencyNode,
  type StaffAgencyRate,
  type StaffAgencyTreeData,
  staffAgencyAuditAction,
  staffAgencyText,
} from '@hanpan/core/api/staff-agency';
import { kstDateOf, kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import { uniqueViolationConstraint } from '../../lib/db/errors.ts';
import { presentMoney } from '../../lib/http/money.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { findMemberPartner, insertPartner, lockPartner } from './partners-repository.ts';
import {
  listLevels,
  listTreeNodes,
  movePartner,
  playByPartner,
  ratesOfPartners,
  replaceRates,
  saveLevels,
} from './staff-tree-repository.ts';
import { listSubtree } from './subtree-repository.ts';

/** A staff change's outcome: done with the partner id, or refused with a Korean message. */
export type StaffTreeOutcome = { isDone: true; id: number } | { isDone: false; message: string };

const refused = (message: string): StaffTreeOutcome => ({ isDone: false, message });
const maxDepth = 15;

/** The back office's partner tree: view with today's figures, create, move, rates, suspend, level names. */
export function createStaffTreeService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** Every partner with members, today's (KST) play and rates, and the level names. */
    async tree(): Promise<StaffAgencyTreeData> {
      const today = kstDateOf(now());
      const [nodes, rates, play, levels] = await Promise.all([
        listTreeNodes(db),
        ratesOfPartners(db, null),
        playByPartner(db, kstDayStart(today), kstDayStart(kstDayPlus(today, 1))),
        listLevels(db),
      ]);
      return {
        today,
        levels,
        nodes: nodes.map(
          (node): StaffAgencyNode => ({
            id: node.id,
            parentId: node.parentId,
            name: node.name,
            joinCode: node.joinCode,
            depth: node.depth,
            levelName: node.levelName ?? `${node.depth}단계`,
            status: node.status,
            upperMode: node.upperMode,
            ownerLoginId: node.ownerLoginId,
            ownerNick: node.ownerNick,
            memberCount: Number(node.memberCount ?? 0),
            todayStakes: presentMoney(play.get(node.id)?.stakes ?? 0n),
            todayPayouts: presentMoney(play.get(node.id)?.payouts ?? 0n),
            rates: rates
              .filter((rate) => rate.partnerId === node.id)
              .map(({ product, folders, kind, rateBp }) => ({ product, folders, kind, rateBp })),
          }),
        ),
      };
    },

    /** A new partner under `parentId` with its main join code and optional owner (a member owning none). */
    async create(
      actor: StaffActor,
      input: {
        parentId: number;
        name: string;
        joinCode: string;
        ownerLoginId: string;
        upperMode: 'difference' | 'own';
      },
    ): Promise<StaffTreeOutcome> {
      let ownerMemberId: number | null = null;
      if (input.ownerLoginId !== '') {
        const owner = await findMemberPartner(db, { loginId: input.ownerLoginId });
        if (!owner || owner.ownedPartnerId !== null) return refused(staffAgencyText.ownerUnavailable);
        ownerMemberId = owner.id;
      }
      try {
        return await db.transaction().execute(async (trx) => {
          const parent = await trx
            .selectFrom('partner')
            .select(['id', 'depth'])
            .where('id', '=', input.parentId)
            .forUpdate()
            .executeTakeFirst();
          if (!parent) return refused(staffAgencyText.notFound);
          if (parent.depth + 1 > maxDepth) return refused(staffAgencyText.tooDeep);
          const id = await insertPartner(trx, {
            parentId: parent.id,
            depth: parent.depth + 1,
            name: input.name,
            joinCode: input.joinCode,
            ownerMemberId,
          });
          if (input.upperMode !== 'difference') {
            await trx
              .updateTable('partner')
              .set({ upper_mode: input.upperMode })
              .where('id', '=', id)
              .execute();
          }
          await recordStaffAction(trx, {
            staffId: actor.staffId,
            action: staffAgencyAuditAction.create,
            targetType: 'partner',
            targetId: id,
            after: { ...input, depth: parent.depth + 1 },
            ip: actor.ip,
          });
          return { isDone: true, id } as const;
        });
      } catch (error) {
        const constraint = uniqueViolationConstraint(error);
        if (constraint === 'partner_owner_member_id_key') return refused(staffAgencyText.ownerUnavailable);
        if (constraint !== null) return refused(staffAgencyText.joinCodeTaken);
        throw error;
      }
    },

    /** Hangs a partner (with its sub-partners and their members) under another, never inside its own subtree. */
    async move(actor: StaffActor, partnerId: number, parentId: number): Promise<StaffTreeOutcome> {
      return db.transaction().execute(async (trx) => {
        const partner = await trx
          .selectFrom('partner')
          .select(['id', 'parent_id', 'depth'])
          .where('id', '=', partnerId)
          .forUpdate()
          .executeTakeFirst();
        const parent = await trx
          .selectFrom('partner')
          .select(['id', 'depth'])
          .where('id', '=', parentId)
          .forUpdate()
          .executeTakeFirst();
        if (!partner || !parent) return refused(staffAgencyText.notFound);
        if (partner.parent_id === null) return refused(staffAgencyText.rootCannotMove);
        const subtree = await listSubtree(trx, partner.id);
        if (subtree.some((node) => node.id === parent.id))
          return refused(staffAgencyText.moveUnderOwnSubtree);
        const shift = parent.depth + 1 - partner.depth;
        if (Math.max(...subtree.map((node) => node.depth)) + shift > maxDepth)
          return refused(staffAgencyText.tooDeep);
        const [ownRates, parentRates] = [
          await ratesOfPartners(trx, [partner.id]),
          await ratesOfPartners(trx, [parent.id]),
        ];
        if (exceedsRateLimits(ownRates, parentRates)) return refused(staffAgencyText.rateAboveParent);
        const subtreeIds = subtree.map((node) => node.id);
        await movePartner(trx, partner.id, parent.id, subtreeIds, shift);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffAgencyAuditAction.move,
          targetType: 'partner',
          targetId: partner.id,
          before: { parentId: partner.parent_id, depth: partner.depth },
          after: { parentId: parent.id, depth: partner.depth + shift, subtree: subtreeIds },
          ip: actor.ip,
        });
        return { isDone: true, id: partner.id } as const;
      });
    },

    /** Replaces a partner's rates: within its parent's, never below a child's; optionally its upper mode. */
    async saveRates(
      actor: StaffActor,
      partnerId: number,
      rates: StaffAgencyRate[],
      upperMode: 'difference' | 'own' | undefined,
    ): Promise<StaffTreeOutcome> {
      const keys = new Set(rates.map((rate) => `${rate.product}:${rate.folders}`));
      if (keys.size !== rates.length) return refused(staffAgencyText.duplicateRate);
      return db.transaction().execute(async (trx) => {
        const partner = await trx
          .selectFrom('partner')
          .select(['id', 'parent_id', 'upper_mode'])
          .where('id', '=', partnerId)
          .executeTakeFirst();
        if (!partner) return refused(staffAgencyText.notFound);
        if (partner.parent_id !== null) await lockPartner(trx, partner.parent_id);
        await lockPartner(trx, partner.id);
        if (
          partner.parent_id !== null &&
          exceedsRateLimits(rates, await ratesOfPartners(trx, [partner.parent_id]))
        ) {
          return refused(staffAgencyText.rateAboveParent);
        }
        const children = await trx
          .selectFrom('partner')
          .select('id')
          .where('parent_id', '=', partner.id)
          .execute();
        const childRates = await ratesOfPartners(
          trx,
          children.map((child) => child.id),
        );
        if (exceedsRateLimits(childRates, rates)) return refused(staffAgencyText.rateBelowChild);
        const before = await ratesOfPartners(trx, [partner.id]);
        await replaceRates(trx, partner.id, rates, now());
        if (upperMode !== undefined) {
          await trx
            .updateTable('partner')
            .set({ upper_mode: upperMode })
            .where('id', '=', partner.id)
            .execute();
        }
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffAgencyAuditAction.rates,
          targetType: 'partner',
          targetId: partner.id,
          before: { rates: before.map(({ partnerId: _, ...rate }) => rate), upperMode: partner.upper_mode },
          after: { rates, upperMode: upperMode ?? partner.upper_mode },
          ip: actor.ip,
        });
        return { isDone: true, id: partner.id } as const;
      });
    },

    /** Suspends or reactivates a partner (a suspended partner's codes take no joins). */
    async setStatus(
      actor: StaffActor,
      partnerId: number,
      status: 'active' | 'suspended',
    ): Promise<StaffTreeOutcome> {
      return db.transaction().execute(async (trx) => {
        const partner = await trx
          .selectFrom('partner')
          .select(['id', 'status'])
          .where('id', '=', partnerId)
          .forUpdate()
          .executeTakeFirst();
        if (!partner) return refused(staffAgencyText.notFound);
        await trx.updateTable('partner').set({ status }).where('id', '=', partner.id).execute();
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffAgencyAuditAction.status,
          targetType: 'partner',
          targetId: partner.id,
          before: { status: partner.status },
          after: { status },
          ip: actor.ip,
        });
        return { isDone: true, id: partner.id } as const;
      });
    },

    /** Names the tree's levels (본사, 부본사, ...). */
    async saveLevels(
      actor: StaffActor,
      levels: { depth: number; name: string }[],
    ): Promise<StaffTreeOutcome> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('partner_level')
          .select(['depth', 'name'])
          .orderBy('depth')
          .execute();
        await saveLevels(trx, levels);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffAgencyAuditAction.levels,
          targetType: 'partner_level',
          before,
          after: levels,
          ip: actor.ip,
        });
        return { isDone: true, id: 0 } as const;
      });
    },
  };
}

/** The back office's partner tree story. */
export type StaffTreeService = ReturnType<typeof createStaffTreeService>;
