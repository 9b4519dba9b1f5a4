import { type AgencyProduct, agencyProductNames, agencyProducts } from '@hanpan/core/agency/products';
import { exceedsRateLimits } from '@hanpan/core/agency/rate-limits';
import {
  type AgencyCashHistoryItem,
  type AgencyJoinCodeItem,
  type AgencyMemberItem,
  type AgencyPartnerItem,
  type AgencyPlayFigures,
  type AgencyRate,
  type AgencyStatementsData,
  type AgencySummaryData,
  type AgencySummaryDay,
  agencyCashHistoryPageSize,
  agencyMemberPageSize,
  agencyText,
} from '@hanpan/core/api/agency';
import { kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import { uniqueViolationConstraint } from '../../lib/db/errors.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { presentMoney } from '../../lib/http/money.ts';
import { listAccountHistory } from '../wallet/index.ts';
import {
  findJoinCodePartner,
  insertJoinCode,
  listJoinCodes,
  setJoinCodeEnabled,
} from './join-codes-repository.ts';
import { listMembers, moneyOfMembers, playOfMembers } from './members-repository.ts';
import {
  findMemberPartner,
  insertPartner,
  listPartnerDetails,
  lockPartner,
  moveMember,
  type ProductRate,
  ratesOf,
  setPartnerStatus,
  upsertRates,
} from './partners-repository.ts';
import { ratesOfPartners } from './staff-tree-repository.ts';
import { listStatements, settledCommission } from './statements-repository.ts';
import { findOwnedPartnerId, listSubtree, type SubtreePartner } from './subtree-repository.ts';
import { approvedByDay, memberCounts, playByDay } from './summary-repository.ts';

/** What a change call answers: done (with the id changed), or refused with a Korean message. */
export type AgencyOutcome = { isDone: true; id: number } | { isDone: false; message: string };

/** The subtree of the partner a member owns: its root and every partner below, by id. */
export type AgencyScope = { memberId: number; rootId: number; partners: Map<number, SubtreePartner> };

const refused = (message: string): AgencyOutcome => ({ isDone: false, message });
const maxDepth = 15;

const emptyFigures = (): { stakes: bigint; payouts: bigint } => ({ stakes: 0n, payouts: 0n });
const presentFigures = (figures: { stakes: bigint; payouts: bigint }): AgencyPlayFigures => ({
  stakes: presentMoney(figures.stakes),
  payouts: presentMoney(figures.payouts),
  ggr: presentMoney(figures.stakes - figures.payouts),
});

/**
 * The partner area of a partner owner (issue 26): figures, members, sub-partners and join codes of their
 * own subtree only. Every id a call names is looked up in the scope first; an id of another tree is
 * answered like a missing one.
 */
export function createAgencyService({ db, now }: { db: Db; now: () => Date }) {
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

  return {
    /** The scope of the partner the member owns, or null for a member who owns none. */
    async scopeOf(memberId: number): Promise<AgencyScope | null> {
      const rootId = await findOwnedPartnerId(db, memberId);
      if (rootId === null) return null;
      const partners = await listSubtree(db, rootId);
      return { memberId, rootId, partners: new Map(partners.map((partner) => [partner.id, partner])) };
    },

    /** The subtree's members, sign-ups, money and play over the KST days [from, to]. */
    async summary(scope: AgencyScope, from: string, to: string): Promise<AgencySummaryData> {
      const ids = [...scope.partners.keys()];
      const start = kstDayStart(from);
      const end = kstDayStart(kstDayPlus(to, 1));
      const [play, deposits, withdrawals, members, commission] = await Promise.all([
        playByDay(db, ids, start, end),
        approvedByDay(db, 'deposit', ids, start, end),
        approvedByDay(db, 'withdrawal', ids, start, end),
        memberCounts(db, ids, start, end),
        settledCommission(db, scope.rootId, from, to),
      ]);
      const days = new Map<
        string,
        { joined: bigint; deposits: bigint; withdrawals: bigint; stakes: bigint; payouts: bigint }
      >();
      for (let day = from; day <= to; day = kstDayPlus(day, 1)) {
        days.set(day, { joined: 0n, deposits: 0n, withdrawals: 0n, ...emptyFigures() });
      }
      const products = new Map<AgencyProduct, { stakes: bigint; payouts: bigint }>(
        agencyProducts.map((product) => [product, emptyFigures()]),
      );
      const totals = emptyFigures();
      for (const row of play) {
        const day = days.get(row.day);
        const product = products.get(row.product);
        if (day) {
          day.stakes += row.stakes;
          day.payouts += row.payouts;
        }
        if (product) {
          product.stakes += row.stakes;
          product.payouts += row.payouts;
        }
        totals.stakes += row.stakes;
        totals.payouts += row.payouts;
      }
      for (const row of deposits) {
        const day = days.get(row.day);
        if (day) day.deposits += row.amount;
      }
      for (const row of withdrawals) {
        const day = days.get(row.day);
        if (day) day.withdrawals += row.amount;
      }
      for (const row of members.joinedByDay) {
        const day = days.get(row.day);
        if (day) day.joined += row.amount;
      }
      const dayList: AgencySummaryDay[] = [...days].map(([day, figures]) => ({
        day,
        newMembers: Number(figures.joined),
        deposits: presentMoney(figures.deposits),
        withdrawals: presentMoney(figures.withdrawals),
        ...presentFigures(figures),
      }));
      return {
        from,
        to,
        members: members.total,
        newMembers: dayList.reduce((sum, day) => sum + day.newMembers, 0),
        deposits: dayList.reduce((sum, day) => sum + day.deposits, 0),
        withdrawals: dayList.reduce((sum, day) => sum + day.withdrawals, 0),
        totals: presentFigures(totals),
        commission: commission === null ? null : presentMoney(commission),
        days: dayList,
        products: [...products].map(([product, figures]) => ({ product, ...presentFigures(figures) })),
      };
    },

    /** The own partner's settled days over the KST days [from, to] with their lines (never a sub-partner's). */
    async statements(scope: AgencyScope, from: string, to: string): Promise<AgencyStatementsData> {
      const { days, lines } = await listStatements(db, scope.rootId, from, to);
      return {
        from,
        to,
        list: days.map((day) => ({
          id: String(day.id),
          day: day.day,
          status: day.status,
          amount: presentMoney(day.amount),
          lines: lines
            .filter((line) => line.settlementId === day.id)
            .map((line) => ({
              product: line.product,
              productName: agencyProductNames[line.product],
              kind: line.kind,
              folders: line.folders,
              sourcePartnerId: line.sourcePartnerId,
              sourcePartnerName: line.sourcePartnerName,
              base: presentMoney(line.base),
              rateBp: line.rateBp,
              carryIn: presentMoney(line.carryIn),
              carryOut: presentMoney(line.carryOut),
              amount: presentMoney(line.amount),
              isAdjustment: line.isAdjustment,
              forDay: line.forDay,
            })),
        })),
      };
    },

    /** One page of the subtree's members (or one partner's of the subtree), without private data. */
    async members(
      scope: AgencyScope,
      query: { search: string; partnerId: number | null; page: number },
    ): Promise<{ list: AgencyMemberItem[]; total: number } | null> {
      if (query.partnerId !== null && !scope.partners.has(query.partnerId)) return null;
      const ids = query.partnerId === null ? [...scope.partners.keys()] : [query.partnerId];
      const page = await listMembers(
        db,
        ids,
        query.search,
        agencyMemberPageSize,
        (query.page - 1) * agencyMemberPageSize,
      );
      const memberIds = page.rows.map((row) => row.id);
      const [play, money] = await Promise.all([playOfMembers(db, memberIds), moneyOfMembers(db, memberIds)]);
      const list = page.rows.map((row): AgencyMemberItem => {
        const bets = Object.fromEntries(
          agencyProducts.map((product) => {
            const entry = play.find((item) => item.memberId === row.id && item.product === product);
            return [product, { count: entry?.count ?? 0, ...presentFigures(entry ?? emptyFigures()) }];
          }),
        ) as AgencyMemberItem['bets'];
        const paid = money.get(row.id);
        return {
          id: row.id,
          loginId: row.loginId,
          nick: row.nick,
          partnerId: row.partnerId,
          partnerName: row.partnerName,
          status: row.status,
          joinedAt: row.joinedAt.toISOString(),
          lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
          cash: presentMoney(row.cash),
          point: presentMoney(row.point),
          deposits: presentMoney(paid?.deposits ?? 0n),
          withdrawals: presentMoney(paid?.withdrawals ?? 0n),
          bets,
        };
      });
      return { list, total: page.total };
    },

    /** The own partner and every sub-partner with owner, counts and rates. */
    async partners(scope: AgencyScope): Promise<AgencyPartnerItem[]> {
      const ids = [...scope.partners.keys()];
      const [rows, rates] = await Promise.all([listPartnerDetails(db, ids), ratesOf(db, ids)]);
      return rows.map((row) => ({
        id: row.id,
        parentId: row.id === scope.rootId ? null : row.parentId,
        name: row.name,
        depth: row.depth,
        levelName: row.levelName ?? `${row.depth}단계`,
        status: row.status,
        isOwn: row.id === scope.rootId,
        ownerLoginId: row.ownerLoginId,
        ownerNick: row.ownerNick,
        memberCount: Number(row.memberCount ?? 0),
        joinCodeCount: Number(row.joinCodeCount ?? 0),
        rates: rates
          .filter((rate) => rate.partnerId === row.id)
          .map(({ product, kind, rateBp }) => ({ product, kind, rateBp })),
        createdAt: new Date(row.createdAt).toISOString(),
      }));
    },

    /** A new sub-partner under a partner of the subtree, with its join code, owner and rates. */
    async createPartner(
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
    },

    /** New rates of a sub-partner: within its parent's, not below its children's. */
    async saveRates(scope: AgencyScope, partnerId: number, rates: AgencyRate[]): Promise<AgencyOutcome> {
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
    },

    /** Suspends or reactivates a sub-partner. */
    async setStatus(
      scope: AgencyScope,
      partnerId: number,
      status: 'active' | 'suspended',
    ): Promise<AgencyOutcome> {
      const partner = scope.partners.get(partnerId);
      if (!partner) return refused(agencyText.notFound);
      if (partner.id === scope.rootId) return refused(agencyText.ownPartner);
      await setPartnerStatus(db, partner.id, status);
      return { isDone: true, id: partner.id };
    },

    /** Moves a member of the subtree to another partner of it, recording the moment of the move. */
    async moveMember(scope: AgencyScope, memberId: number, toPartnerId: number): Promise<AgencyOutcome> {
      if (!scope.partners.has(toPartnerId)) return refused(agencyText.notFound);
      if (memberId === scope.memberId) return refused(agencyText.moveSelf);
      return db.transaction().execute(async (trx) => {
        const member = await trx
          .selectFrom('member')
          .select(['id', 'partner_id as partnerId'])
          .where('id', '=', memberId)
          .forUpdate()
          .executeTakeFirst();
        if (!member || !scope.partners.has(member.partnerId)) return refused(agencyText.notFound);
        if (member.partnerId === toPartnerId) return refused(agencyText.samePartner);
        await moveMember(trx, {
          memberId,
          fromPartnerId: member.partnerId,
          toPartnerId,
          byMemberId: scope.memberId,
          at: now(),
        });
        return { isDone: true, id: memberId } as const;
      });
    },

    /** One page of the owner's own settlement cash postings (the ledger's agency_cash account), newest first. */
    async cashHistory(
      scope: AgencyScope,
      page: number,
    ): Promise<{ list: AgencyCashHistoryItem[]; total: number }> {
      const offset = (page - 1) * agencyCashHistoryPageSize;
      const history = await listAccountHistory(
        db,
        scope.memberId,
        'agency_cash',
        agencyCashHistoryPageSize,
        offset,
      );
      return {
        total: history.total,
        list: history.rows.map((row) => ({
          id: String(row.txId),
          kind: row.kind,
          memo: row.memo,
          amount: presentMoney(row.amount),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** Every join code of the subtree with its sign-ups. */
    async joinCodes(scope: AgencyScope): Promise<AgencyJoinCodeItem[]> {
      const rows = await listJoinCodes(db, [...scope.partners.keys()]);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        partnerId: row.partnerId,
        partnerName: row.partnerName,
        isEnabled: row.isEnabled,
        signUps: Number(row.signUps ?? 0),
        createdAt: new Date(row.createdAt).toISOString(),
      }));
    },

    /** A new join code for a partner of the subtree; a taken code is refused. */
    async createJoinCode(scope: AgencyScope, partnerId: number, code: string): Promise<AgencyOutcome> {
      if (!scope.partners.has(partnerId)) return refused(agencyText.notFound);
      try {
        return { isDone: true, id: await insertJoinCode(db, partnerId, code) };
      } catch (error) {
        if (uniqueViolationConstraint(error) !== null) return refused(agencyText.joinCodeTaken);
        throw error;
      }
    },

    /** Switches a join code of the subtree off or on. */
    async setJoinCodeEnabled(scope: AgencyScope, id: number, isEnabled: boolean): Promise<AgencyOutcome> {
      const code = await findJoinCodePartner(db, id);
      if (!code || !scope.partners.has(code.partnerId)) return refused(agencyText.notFound);
      await setJoinCodeEnabled(db, id, isEnabled);
      return { isDone: true, id };
    },
  };
}

/** The partner area's story. */
export type AgencyService = ReturnType<typeof createAgencyService>;
