import { staffPageSize } from '@hanpan/core/api/staff-codes';
import {
  type MinigameLimits,
  type MinigameSettings,
  type StaffMinigameGameList,
  type StaffMinigameRoundList,
  staffMinigamesAuditAction,
  staffMinigamesText,
} from '@hanpan/core/api/staff-minigames';
import { miniGameLobbies, roundGameOf, virtualGames } from '@hanpan/core/minigames/catalogue';
import { isRoundPeriod } from '@hanpan/core/minigames/schedule';
import { kstDateOf } from '@hanpan/core/time/kst';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import { recordStaffAction } from '../staff/index.ts';
import { presentRound } from './present.ts';
import { createSeedChainCache } from './seed-chain.ts';
import { createStaffMarketsService } from './staff-markets.ts';
import { limitsOf, type StaffMinigameOutcome } from './staff-present.ts';
import {
  hasRoundOnDay,
  latestRounds,
  listStaffGames,
  lockStaffGame,
  pageRounds,
  type StaffGameRow,
  writeStaffGame,
} from './staff-repository.ts';
import { betTotalsOfRounds } from './staff-round-repository.ts';
import { voidRoundByStaff } from './void-round.ts';

const settingsOf = (row: StaffGameRow): MinigameSettings & { limits: MinigameLimits } => ({
  isEnabled: row.isEnabled,
  periodMinutes: isRoundPeriod(row.periodMinutes) ? row.periodMinutes : 5,
  closeSeconds: row.closeSeconds,
  marginBp: row.marginBp,
  lateVoidSeconds: row.lateVoidSeconds,
  limits: limitsOf(row),
});

/** What the back office's mini-game calls need. */
export type StaffMinigamesDeps = {
  db: Db;
  now: () => Date;
  realtime: Pick<RealtimePublisher, 'publish'>;
  /** One settlement pass (bet-service.ts): refunds a voided round's open bets. */
  settleBets: () => Promise<unknown>;
  /** Told when the refund pass after a staff void fails (the engine's next tick finishes it). */
  onSettleError?: (error: unknown) => void;
};

/**
 * The back office's mini-game calls: every game with its settings, saves (audited), rounds with their
 * bet totals, each game's markets (staff-markets.ts) and voiding a round (void-round.ts).
 */
export function createStaffMinigamesService(deps: StaffMinigamesDeps) {
  const { db, now } = deps;
  const seeds = createSeedChainCache();
  return {
    ...createStaffMarketsService({ db, now }),
    /** Voids an open round (audited) and refunds its bets; see void-round.ts. */
    voidRound: (actor: StaffActor, gameType: number, roundKey: string, reason: string) =>
      voidRoundByStaff({ ...deps, seeds }, actor, { gameType, roundKey }, reason),

    /** Every game of the catalogue in lobby order, the virtual games last, with its settings and latest round. */
    async listGames(): Promise<StaffMinigameGameList> {
      const [rows, rounds] = await Promise.all([listStaffGames(db), latestRounds(db)]);
      const lobbies = [...miniGameLobbies, { slug: 'virtual', name: '가상게임', games: virtualGames }];
      const list = lobbies.flatMap((lobby) =>
        lobby.games.flatMap((game) => {
          const row = rows.find((candidate) => candidate.gameType === game.gameType);
          if (!row) return [];
          const round = rounds.find((candidate) => candidate.gameType === game.gameType);
          return [
            {
              ...settingsOf(row),
              gameType: game.gameType,
              code: game.code,
              name: game.name,
              family: game.family,
              lobbySlug: lobby.slug,
              lobbyName: lobby.name,
              updatedAt: row.updatedAt.toISOString(),
              currentRound: round
                ? { roundKey: round.roundKey, status: round.status, drawAt: round.drawAt.toISOString() }
                : null,
            },
          ];
        }),
      );
      return { list };
    },

    /**
     * Saves one game's settings (audited with before and after). Rounds are numbered per KST day from
     * the period, and the period has no "from tomorrow" column to wait in, so a period change while
     * rounds of today exist would renumber the day (and reuse today's round keys): it is accepted
     * only while the game is off and has no round numbered today. Switching off stops new rounds at
     * the engine's next tick; the open round is still drawn.
     */
    async saveGame(
      actor: StaffActor,
      gameType: number,
      settings: MinigameSettings,
      reason: string,
    ): Promise<StaffMinigameOutcome> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await lockStaffGame(trx, gameType);
        if (!before || !roundGameOf(gameType)) {
          return { kind: 'refused', message: staffMinigamesText.unknownGame };
        }
        if (settings.periodMinutes !== before.periodMinutes) {
          const isRunningToday =
            before.isEnabled || settings.isEnabled || (await hasRoundOnDay(trx, gameType, kstDateOf(at)));
          if (isRunningToday)
            return { kind: 'refused', message: staffMinigamesText.periodChangeWhileRunning };
        }
        await writeStaffGame(trx, gameType, settings, at);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          ip: actor.ip,
          action: staffMinigamesAuditAction,
          targetType: 'minigame',
          targetId: gameType,
          before: settingsOf(before),
          after: { ...settings, limits: settings.limits ?? limitsOf(before) },
          reason,
        });
        return { kind: 'ok', message: staffMinigamesText.saved };
      });
    },

    /** One page of the game's rounds, newest first, with their bets' totals; a seed only once closed. */
    async listRounds(gameType: number, page: number): Promise<StaffMinigameRoundList> {
      const { rows, total } = await pageRounds(db, gameType, (page - 1) * staffPageSize, staffPageSize);
      const totals = await betTotalsOfRounds(
        db,
        rows.map((row) => row.id),
      );
      const items = rows.map((row) => {
        const bets = totals.get(row.id);
        return {
          ...presentRound(row),
          betCount: bets?.betCount ?? 0,
          totalStake: Number(bets?.totalStake ?? 0n),
          totalPayout: Number(bets?.totalPayout ?? 0n),
          // A virtual event drawn but still playing has its bets unpaid yet: no GGR until it finishes.
          ggr:
            row.status === 'open' ||
            (row.status === 'drawn' && row.finishAt !== null && row.finishedAt === null)
              ? null
              : Number((bets?.totalStake ?? 0n) - (bets?.totalPayout ?? 0n)),
        };
      });
      return { items, total, page, pageSize: staffPageSize };
    },
  };
}

/** The back office's mini-game service. */
export type StaffMinigamesService = ReturnType<typeof createStaffMinigamesService>;
