import type { AgencyProduct } from '@hanpan/core/agency/products';
import { exceedsRateLimits } from '@hanpan/core/agency/rate-limits';
import { type AgencyRate, agencyText } from '@hanpan/core/api/agency';
import type { Db } from '../../lib/db/database.ts';
import { uniqueViolationConstraint } from '../../lib/db/errors.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { type AgencyOutcome, type AgencyScope, refused } from './area-scope.ts';
import {
  findMemberPartner,
  insertPartner,
  lockMemberPartner,
  lockPartner,
  type ProductRate,
  moveMember as recordMemberMove,
  setPartnerStatus,
  upsertRates,
} from './partners-repository.ts';
import { ratesOfPartners } from './staff-tree-repository.ts';

const maxDepth = 15;

/** The partner area's changes to its own sub-partners and members (issue 26), each within the scope. */
export function createAgencyPartnerWrites({ db, now }: { db: Db; now: () => Date }) {
  // A child's rates stay within its parent's; a parent's never drop below a child's.
  // `partnerId` is null for a partner not created yet. The area sets whole-product rates (bucket 0);
  // the per-bucket rates staff set stay, so the children are checked against the rates after the save.
  async function checkRates(
    handle: Trx,
    partnerId: number | null,
    parentId: number | null,
    childIds: number[],
    rates: AgencyRate[],
  ): Promise<{ message: string } | { rates: ProductRate[] }> {
    const parentRates = parentId === null ? [] : await ratesOfPartners(handle, [parentId]);
    const ownRates = partnerId === null ? [] : await ratesOfPartners(handle, [partnerId]);
    const childRates = await ratesOfPartners(handle, childIds);
    const asked = rates.map((rate) => ({ product: rate.product, folders: 0, rateBp: rate.rateBp }));
    if (parentId !== null && exceedsRateLimits(asked, parentRates))
      return { message: agencyText.rateAboveParent };
    const askedProducts = new Set(rates.map((rate) => rate.product));
    const after = [
      ...ownRates.filter((rate) => !(rate.folders === 0 && askedProducts.has(rate.product))),
      ...asked,
    ];
    if (exceedsRateLimits(childRates, after)) return { message: agencyText.rateBelowChild };
    const kindOf = (product: AgencyProduct) =>
      parentRates.find((entry) => entry.product === product && entry.folders === 0)?.kind ?? 'rolling';
    return {
      rates: rates.map((rate) => ({
        product: rate.product,
        kind: kindOf(rate.product),
        rateBp: rate.rateBp,
      })),
    };
  }

  const childrenOf = (scope: AgencyScope, id: number) =>
    [...scope.partners.values()].filter((partner) => partner.parentId === id).map((partner) => partner.id);

  /** A new sub-partner under a partner of the subtree, with its join code, owner and rates. */
  async function createPartner(
    scope: AgencyScope,
    input: { parentId: number; name: string; joinCode: string; ownerLoginId: string; rates: AgencyRate[] },
  ): Promise<AgencyOutcome> {
    const parent = scope.partners.get(input.parentId);
    if (!parent) return refused(agencyText.notFound);
    if (parent.depth + 1 > maxDepth) return refused(agencyText.tooDeep);
    let ownerMemberId: number | null = null;
    if (input.ownerLoginId !== '') {
      const owner = await findMemberPartner(db, { loginId: input.ownerLoginId });
      if (!owner || !scope.partners.has(owner.partnerId) || owner.ownedPartnerId !== null) {
        return refused(agencyText.ownerUnavailable);
      }
      ownerMemberId = owner.id;
    }
    try {
      return await db.transaction().execute(async (trx) => {
        await lockPartner(trx, parent.id);
        const checked = await checkRates(trx, null, parent.id, [], input.rates);
        if ('message' in checked) return refused(checked.message);
        const id = await insertPartner(trx, {
          parentId: parent.id,
          depth: parent.depth + 1,
          name: input.name,
          joinCode: input.joinCode,
          ownerMemberId,
        });
        await upsertRates(trx, id, checked.rates, now());
        return { isDone: true, id } as const;
      });
    } catch (error) {
      const constraint = uniqueViolationConstraint(error);
      if (constraint === 'partner_owner_member_id_key') return refused(agencyText.ownerUnavailable);
      if (constraint !== null) return refused(agencyText.joinCodeTaken);
      throw error;
    }
  }

  /** New rates of a sub-partner: within its parent's, not below its children's. */
  async function saveRates(
    scope: AgencyScope,
    partnerId: number,
    rates: AgencyRate[],
  ): Promise<AgencyOutcome> {
    const partner = scope.partners.get(partnerId);
    if (!partner) return refused(agencyText.notFound);
    if (partner.id === scope.rootId || partner.parentId === null) return refused(agencyText.ownPartner);
    const parentId = partner.parentId;
    return db.transaction().execute(async (trx) => {
      await lockPartner(trx, parentId);
      await lockPartner(trx, partner.id);
      const checked = await checkRates(trx, partner.id, parentId, childrenOf(scope, partner.id), rates);
      if ('message' in checked) return refused(checked.message);
      await upsertRates(trx, partner.id, checked.rates, now());
      return { isDone: true, id: partner.id } as const;
    });
  }

  /** Suspends or reactivates a sub-partner. */
  async function setStatus(
    scope: AgencyScope,
    partnerId: number,
    status: 'active' | 'suspended',
  ): Promise<AgencyOutcome> {
    const partner = scope.partners.get(partnerId);
    if (!partner) return refused(agencyText.notFound);
    if (partner.id === scope.rootId) return refused(agencyText.ownPartner);
    await setPartnerStatus(db, partner.id, status);
    return { isDone: true, id: partner.id };
  }

  /** Moves a member of the subtree to another partner of it, recording the moment of the move. */
  async function moveMember(
    scope: AgencyScope,
    memberId: number,
    toPartnerId: number,
  ): Promise<AgencyOutcome> {
    if (!scope.partners.has(toPartnerId)) return refused(agencyText.notFound);
    if (memberId === scope.memberId) return refused(agencyText.moveSelf);
    return db.transaction().execute(async (trx) => {
      const member = await lockMemberPartner(trx, memberId);
      if (!member || !scope.partners.has(member.partnerId)) return refused(agencyText.notFound);
      if (member.partnerId === toPartnerId) return refused(agencyText.samePartner);
      await recordMemberMove(trx, {
        memberId,
        fromPartnerId: member.partnerId,
        toPartnerId,
        byMemberId: scope.memberId,
        at: now(),
      });
      return { isDone: true, id: memberId } as const;
    });
  }

  return { createPartner, saveRates, setStatus, moveMember };
}
