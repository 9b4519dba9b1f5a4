import {
  type StaffBetItem,
  type StaffBetList,
  type StaffFixtureLiability,
  type StaffLiabilityMarket,
  type staffBetListRequestSchema,
  staffBetsAuditAction,
} from '@hanpan/core/api/staff-bets';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type { BetLimits } from '@hanpan/core/betting/limits';
import { marketName } from '@hanpan/core/sports/markets';
import { cartPickText } from '@hanpan/core/sports/picks';
import { kstDayStart } from '@hanpan/core/time/kst';
import type { z } from 'zod';
import type { Db } from '../../../lib/db/database.ts';
import type { StaffActor } from '../../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../../staff/index.ts';
import { readBetLimits, writeBetLimits } from '../limits/limits-repository.ts';
import { groupOutcomesByMarket } from '../placement/market-groups.ts';
import { listLegsWithFixtures } from './bet-legs-repository.ts';
import {
  findBetFixture,
  listStaffBets,
  readFixtureTotals,
  readOutcomeExposure,
} from './staff-bets-repository.ts';

/** The bets list's filter as parsed. */
export type StaffBetListFilter = z.output<typeof staffBetListRequestSchema>;

const dayMs = 24 * 60 * 60 * 1000;

/** What the back office's betting calls need. */
export type StaffBetsDeps = {
  db: Db;
  /** Told after new limits committed (a member-side cache of the limits drops its copy). */
  onLimitsChanged?: (limits: BetLimits) => void;
};

/** The back office's betting: limits editor, bets list and per-fixture liability. */
export function createStaffBetsService(deps: StaffBetsDeps) {
  return {
    /** The stored bet limits (core's defaults until staff save some). */
    getLimits: (): Promise<BetLimits> => readBetLimits(deps.db),

    /** Saves the whole limits with an audit line (before, after, reason) in the same transaction. */
    async saveLimits(actor: StaffActor, limits: BetLimits, reason: string): Promise<BetLimits> {
      await deps.db.transaction().execute(async (trx) => {
        const before = await readBetLimits(trx);
        await writeBetLimits(trx, limits);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffBetsAuditAction.limitsSave,
          targetType: 'setting',
          targetId: 'betLimits',
          before,
          after: limits,
          reason,
          ip: actor.ip,
        });
      });
      const saved = await readBetLimits(deps.db);
      deps.onLimitsChanged?.(saved);
      return saved;
    },

    /** One page of bets matching the filter, with their legs, and the totals of every match. */
    async listBets(filter: StaffBetListFilter): Promise<StaffBetList> {
      const result = await listStaffBets(deps.db, {
        member: filter.member,
        fixtureId: filter.fixtureId,
        status: filter.status,
        kind: filter.kind,
        from: filter.from ? kstDayStart(filter.from) : null,
        until: filter.to ? new Date(kstDayStart(filter.to).getTime() + dayMs) : null,
        offset: (filter.page - 1) * staffPageSize,
        limit: staffPageSize,
      });
      const legs = await listLegsWithFixtures(
        deps.db,
        result.rows.map((row) => row.id),
      );
      const items: StaffBetItem[] = result.rows.map((row) => ({
        id: String(row.id),
        memberId: row.memberId,
        loginId: row.loginId,
        nick: row.nick,
        placedAt: row.placedAt.toISOString(),
        kind: row.kind,
        status: row.status,
        stake: Number(row.stake),
        totalOdds: row.totalOdds,
        potentialPayout: Number(row.potentialPayout),
        legs: legs
          .filter((leg) => leg.betId === row.id)
          .map((leg) => ({
            fixtureId: Number(leg.fixtureId),
            leagueName: leg.leagueName ?? '',
            homeName: leg.homeName,
            awayName: leg.awayName,
            marketName: marketName(leg.sportId, leg.marketId),
            pickText: cartPickText(leg.pickName, leg.baseLine ?? ''),
            odds: leg.odds,
            status: leg.status,
          })),
      }));
      return {
        items,
        page: filter.page,
        pageSize: staffPageSize,
        total: result.total,
        totals: { stake: Number(result.stake), potentialPayout: Number(result.potentialPayout) },
      };
    },

    /** A fixture's open exposure by market and outcome; null when there is no such fixture. */
    async fixtureLiability(fixtureId: number): Promise<StaffFixtureLiability | null> {
      const fixture = await findBetFixture(deps.db, fixtureId);
      if (!fixture) return null;
      const exposure = await readOutcomeExposure(deps.db, fixtureId);
      const markets: StaffLiabilityMarket[] = groupOutcomesByMarket(fixture.sportId, exposure, (row) => ({
        openBets: Number(row.openBets),
        stake: Number(row.stake ?? 0n),
        potentialPayout: Number(row.potentialPayout ?? 0n),
      }));
      const totals = await readFixtureTotals(deps.db, fixtureId);
      return {
        fixture: {
          fixtureId,
          sportId: fixture.sportId,
          leagueName: fixture.leagueName ?? '',
          homeName: fixture.homeName,
          awayName: fixture.awayName,
          startAt: fixture.startAt.toISOString(),
          status: fixture.status,
        },
        markets,
        totals: {
          openBets: totals.openBets,
          stake: Number(totals.stake),
          potentialPayout: Number(totals.potentialPayout),
        },
      };
    },
  };
}

/** The staff betting service. */
export type StaffBetsService = ReturnType<typeof createStaffBetsService>;
