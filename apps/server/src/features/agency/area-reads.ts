import { agencyProducts } from '@hanpan/core/agency/products';
import {
  type AgencyCashHistoryItem,
  type AgencyJoinCodeItem,
  type AgencyMemberItem,
  type AgencyPartnerItem,
  type AgencyStatementsData,
  agencyCashHistoryPageSize,
  agencyMemberPageSize,
} from '@hanpan/core/api/agency';
import type { Db } from '../../lib/db/database.ts';
import { presentMoney } from '../../lib/http/money.ts';
import { listAccountHistory } from '../wallet/index.ts';
import { emptyFigures, presentFigures } from './area-figures.ts';
import type { AgencyScope } from './area-scope.ts';
import { listJoinCodes } from './join-codes-repository.ts';
import { listMembers, moneyOfMembers, playOfMembers } from './members-repository.ts';
import { listPartnerDetails, ratesOf } from './partners-repository.ts';
import { presentStatementLine } from './statement-lines.ts';
import { listStatements } from './statements-repository.ts';

// The partner area's reads (issue 26): each one of the scope's own subtree only.

/** The own partner's settled days over the KST days [from, to] with their lines (never a sub-partner's). */
export async function readAgencyStatements(
  db: Db,
  scope: AgencyScope,
  from: string,
  to: string,
): Promise<AgencyStatementsData> {
  const { days, lines } = await listStatements(db, scope.rootId, from, to);
  return {
    from,
    to,
    list: days.map((day) => ({
      id: String(day.id),
      day: day.day,
      status: day.status,
      amount: presentMoney(day.amount),
      lines: lines.filter((line) => line.settlementId === day.id).map(presentStatementLine),
    })),
  };
}

/** One page of the subtree's members (or one partner's of the subtree), without private data. */
export async function readAgencyMembers(
  db: Db,
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
}

/** The own partner and every sub-partner with owner, counts and rates. */
export async function readAgencyPartners(db: Db, scope: AgencyScope): Promise<AgencyPartnerItem[]> {
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
}

/** One page of the owner's own settlement cash postings (the ledger's agency_cash account), newest first. */
export async function readAgencyCashHistory(
  db: Db,
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
}

/** Every join code of the subtree with its sign-ups. */
export async function readAgencyJoinCodes(db: Db, scope: AgencyScope): Promise<AgencyJoinCodeItem[]> {
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
}
