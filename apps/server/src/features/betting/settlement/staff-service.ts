import {
  type StaffFixtureSettlement,
  type StaffSettlementChange,
  type StaffSettlementMarket,
  staffSettlementAuditAction,
  staffSettlementText,
} from '@hanpan/core/api/staff-settlement';
import { settlementValue } from '@hanpan/core/betting/settlement';
import type { Db } from '../../../lib/db/database.ts';
import type { StaffActor } from '../../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../../staff/index.ts';
import { groupOutcomesByMarket } from '../placement/market-groups.ts';
import type { SettlementReport, SettlementService } from './settlement-types.ts';
import {
  deleteManualSettlements,
  findSettlementFixture,
  lockManualSettlements,
  type ManualSettlementWrite,
  readFixtureOutcomes,
  readOutcomeIds,
  upsertManualSettlements,
} from './staff-repository.ts';

/** What the manual settlement needs: the database and the engine that settles bets afterwards. */
export type SettlementStaffDeps = {
  db: Db;
  /** The settlement engine (app.services.settlement); asked after each change committed. */
  settlement: Pick<SettlementService, 'settleOutcomes' | 'notifyOutcomesSettled'>;
  /** Told when the pass after a committed change failed (its outcomes went to the engine's worker). */
  onSettleError?: (error: unknown) => void;
};

/** A refusal of a manual settlement call: the Korean message, nothing changed. */
export type SettlementRefusal = { refused: string };

/** A manual settlement's outcome: the change, or why it was refused. */
export type SettlementResult = StaffSettlementChange | SettlementRefusal;

type Audit = { action: string; before: unknown; after: unknown };

const presentReport = (report: SettlementReport) => ({
  betsSettled: report.betsSettled,
  betsResettled: report.betsResettled,
  paid: Number(report.paid),
  reversed: Number(report.reversed),
});

/** Manual settlement: the fixture's screen, settle / void a market or fixture, undo; each audited. */
export function createSettlementStaffService(deps: SettlementStaffDeps) {
  async function view(fixtureId: number): Promise<StaffFixtureSettlement | null> {
    const fixture = await findSettlementFixture(deps.db, BigInt(fixtureId));
    if (!fixture) return null;
    const markets: StaffSettlementMarket[] = groupOutcomesByMarket(
      fixture.sportId,
      await readFixtureOutcomes(deps.db, fixture.id),
      (row) => ({
        feedSettlement: row.feedSettlement,
        manualSettlement: row.manualSettlement,
        manualReason: row.manualReason,
        manualStaff: row.manualStaff,
        manualAt: row.manualAt ? new Date(row.manualAt).toISOString() : null,
        isConflict:
          row.manualSettlement !== null &&
          row.feedSettlement !== null &&
          row.feedSettlement !== row.manualSettlement,
        bets: row.bets,
        openBets: row.openBets,
        openStake: Number(row.openStake),
      }),
    );
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
    };
  }

  /**
   * Runs one change: `plan` reads the locked manual values and says what to write and delete (or
   * refuses); the rows and the audit line commit together, then the engine settles the touched
   * outcomes (never inside the transaction).
   */
  async function change(
    actor: StaffActor,
    fixtureId: number,
    reason: string,
    plan: (
      trx: Db,
    ) => Promise<{ writes: ManualSettlementWrite[]; deletes: bigint[]; audit: Audit } | SettlementRefusal>,
  ): Promise<SettlementResult> {
    if (!(await findSettlementFixture(deps.db, BigInt(fixtureId))))
      return { refused: staffSettlementText.unknownFixture };
    const planned = await deps.db.transaction().execute(async (trx) => {
      const steps = await plan(trx);
      if ('refused' in steps) return steps;
      await upsertManualSettlements(trx, steps.writes);
      await deleteManualSettlements(trx, steps.deletes);
      await recordStaffAction(trx, {
        staffId: actor.staffId,
        action: steps.audit.action,
        targetType: 'fixture',
        targetId: fixtureId,
        before: steps.audit.before,
        after: steps.audit.after,
        reason,
        ip: actor.ip,
      });
      return { touched: [...steps.writes.map((write) => write.outcomeId), ...steps.deletes] };
    });
    if ('refused' in planned) return planned;
    let report: SettlementReport | null = null;
    try {
      report = await deps.settlement.settleOutcomes(planned.touched, 'manual');
    } catch (error) {
      // The change is committed and the database is the queue: the engine's worker settles these
      // outcomes again until it succeeds; staff see that the bets are still being settled.
      deps.onSettleError?.(error);
      deps.settlement.notifyOutcomesSettled(planned.touched);
    }
    const after = await view(fixtureId);
    if (!after) return { refused: staffSettlementText.unknownFixture };
    return { outcomes: planned.touched.length, report: report && presentReport(report), view: after };
  }

  const manualOf = (rows: { outcomeId: bigint; settlement: number }[]) =>
    rows.map((row) => ({ outcomeId: String(row.outcomeId), settlement: row.settlement }));

  return {
    /** A fixture's outcomes with feed and manual values, conflicts and bets; null when unknown. */
    fixtureSettlement: view,

    /** Sets some outcomes of one market by hand (they must all belong to it). */
    settleMarket(
      actor: StaffActor,
      request: {
        fixtureId: number;
        marketId: number;
        outcomes: { outcomeId: string; settlement: number }[];
        reason: string;
      },
    ): Promise<SettlementResult> {
      const fixtureId = BigInt(request.fixtureId);
      return change(actor, request.fixtureId, request.reason, async (trx) => {
        const outcomes = await readOutcomeIds(trx, fixtureId, request.marketId);
        if (outcomes.length === 0) return { refused: staffSettlementText.unknownMarket };
        const known = new Set(outcomes.map((outcome) => String(outcome.id)));
        if (request.outcomes.some((item) => !known.has(item.outcomeId))) {
          return { refused: staffSettlementText.unknownOutcome };
        }
        const before = await lockManualSettlements(trx, fixtureId, request.marketId);
        const writes = request.outcomes.map((item) => ({
          outcomeId: BigInt(item.outcomeId),
          fixtureId,
          marketId: request.marketId,
          settlement: item.settlement,
          reason: request.reason,
          staffId: actor.staffId,
        }));
        return {
          writes,
          deletes: [],
          audit: {
            action: staffSettlementAuditAction.settle,
            before: { marketId: request.marketId, manual: manualOf(before) },
            after: { marketId: request.marketId, manual: manualOf(writes) },
          },
        };
      });
    },

    /** Sets every outcome of a market (or of the whole fixture: marketId null) to -1 cancelled. */
    voidScope(actor: StaffActor, request: { fixtureId: number; marketId: number | null; reason: string }) {
      const fixtureId = BigInt(request.fixtureId);
      return change(actor, request.fixtureId, request.reason, async (trx) => {
        const outcomes = await readOutcomeIds(trx, fixtureId, request.marketId);
        if (outcomes.length === 0) {
          return {
            refused:
              request.marketId === null ? staffSettlementText.noOutcomes : staffSettlementText.unknownMarket,
          };
        }
        const before = await lockManualSettlements(trx, fixtureId, request.marketId);
        const writes = outcomes.map((outcome) => ({
          outcomeId: outcome.id,
          fixtureId,
          marketId: outcome.marketId,
          settlement: settlementValue.cancelled,
          reason: request.reason,
          staffId: actor.staffId,
        }));
        return {
          writes,
          deletes: [],
          audit: {
            action: staffSettlementAuditAction.void,
            before: { marketId: request.marketId, manual: manualOf(before) },
            after: { marketId: request.marketId, manual: manualOf(writes) },
          },
        };
      });
    },

    /** Removes the manual values of a market (or the whole fixture): the feed's values apply again. */
    undoScope(actor: StaffActor, request: { fixtureId: number; marketId: number | null; reason: string }) {
      const fixtureId = BigInt(request.fixtureId);
      return change(actor, request.fixtureId, request.reason, async (trx) => {
        const before = await lockManualSettlements(trx, fixtureId, request.marketId);
        if (before.length === 0) return { refused: staffSettlementText.nothingToUndo };
        return {
          writes: [],
          deletes: before.map((row) => row.outcomeId),
          audit: {
            action: staffSettlementAuditAction.undo,
            before: { marketId: request.marketId, manual: manualOf(before) },
            after: { marketId: request.marketId, manual: [] },
          },
        };
      });
    },
  };
}

/** The manual settlement service. */
export type SettlementStaffService = ReturnType<typeof createSettlementStaffService>;
