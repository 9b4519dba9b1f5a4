import {
  type StaffRunner,
  type StaffTeam,
  type StaffVirtualMarkets,
  staffVirtualAuditAction,
  virtualText,
} from '@hanpan/core/api/staff-virtual';
import { virtualGameOf } from '@hanpan/core/minigames/catalogue';
import { marginOfMarket } from '@hanpan/core/minigames/pricing';
import type { VirtualCard } from '@hanpan/core/virtual/types';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { readMarketSettings } from './market-repository.ts';
import { marginsOf } from './market-settings.ts';
import type { StaffMinigameOutcome } from './staff-present.ts';
import { readStaffGame } from './staff-repository.ts';
import { virtualMarketsOf } from './virtual-models.ts';
import { liveEventsOf } from './virtual-repository.ts';
import {
  readRunners,
  readTeams,
  writeRunnerRating,
  writeTeamStrengths,
} from './virtual-roster-repository.ts';

// The back office's virtual calls (issue 25) beside the mini-game ones it shares (settings, market
// margins, events, void): the prices and RTP of the next event at the margins in force, and the rosters
// with their ratings, each edit audited with its reason (a rating takes effect from the next event
// created: the cards of events already open keep the ratings they were priced on).

/** What the staff virtual calls need. */
export type StaffVirtualDeps = { db: Db; now: () => Date };

/** Builds the back office's virtual calls. */
export function createStaffVirtualService({ db, now }: StaffVirtualDeps) {
  return {
    /** The next open event's markets, each with its margin and exact RTP; null without an open event. */
    async markets(gameType: number): Promise<StaffVirtualMarkets | null> {
      const entry = virtualGameOf(gameType);
      const [game, rules, events] = await Promise.all([
        readStaffGame(db, gameType),
        readMarketSettings(db, gameType),
        liveEventsOf(db, [gameType], now()),
      ]);
      const event = events.find((row) => row.status === 'open');
      if (!entry || !game || !event) return null;
      const margins = marginsOf(game.marginBp, rules);
      const markets = virtualMarketsOf(entry, event.card as VirtualCard, margins).map((market) => ({
        ...market,
        marginBp: marginOfMarket(margins, market.key),
        ownMarginBp: rules.find((rule) => rule.marketKey === market.key)?.marginBp ?? null,
      }));
      return { gameType, gameMarginBp: game.marginBp, roundKey: event.roundKey, markets };
    },

    /** The kennel or stable of a race game; null for a match game. */
    async runners(gameType: number): Promise<StaffRunner[] | null> {
      const kind = virtualGameOf(gameType)?.kind;
      if (kind !== 'greyhound' && kind !== 'horse') return null;
      const rows = await readRunners(db, kind);
      return rows.map(({ kind: _kind, ...runner }) => runner);
    },

    /** The league of a match game in table order; null for a race game. */
    async teams(gameType: number): Promise<StaffTeam[] | null> {
      const kind = virtualGameOf(gameType)?.kind;
      if (kind !== 'soccer' && kind !== 'basketball') return null;
      const rows = await readTeams(db, kind);
      return rows.map(({ kind: _kind, ...team }, index) => ({ ...team, position: index + 1 }));
    },

    /** Sets a runner's rating, audited with before and after. */
    async saveRunner(
      actor: StaffActor,
      id: number,
      rating: number,
      reason: string,
    ): Promise<StaffMinigameOutcome> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await writeRunnerRating(trx, id, rating, at);
        if (before === null) return { kind: 'refused', message: virtualText.unknownRunner };
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          ip: actor.ip,
          action: staffVirtualAuditAction.runnerRating,
          targetType: 'virtual_runner',
          targetId: id,
          before: { rating: before },
          after: { rating },
          reason,
        });
        return { kind: 'ok', message: virtualText.ratingSaved };
      });
    },

    /** Sets a team's strengths, audited with before and after. */
    async saveTeam(
      actor: StaffActor,
      id: number,
      strengths: { attack: number; defence: number },
      reason: string,
    ): Promise<StaffMinigameOutcome> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await writeTeamStrengths(trx, id, strengths, at);
        if (before === null) return { kind: 'refused', message: virtualText.unknownTeam };
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          ip: actor.ip,
          action: staffVirtualAuditAction.teamStrength,
          targetType: 'virtual_team',
          targetId: id,
          before,
          after: strengths,
          reason,
        });
        return { kind: 'ok', message: virtualText.ratingSaved };
      });
    },
  };
}

/** The back office's virtual service. */
export type StaffVirtualService = ReturnType<typeof createStaffVirtualService>;
