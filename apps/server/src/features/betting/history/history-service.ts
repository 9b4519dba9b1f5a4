import {
  type BetHistoryItem,
  type BetHistoryLeg,
  type BetHistoryStatus,
  type BetListData,
  type betHideRequestSchema,
  betHistoryCode,
  betHistoryText,
  betListProductOf,
  type betListRequestSchema,
  miniGamesOfCategories,
} from '@hanpan/core/api/bet-history';
import type { ApiReply } from '@hanpan/core/api/envelope';
import type { MinigameBetStatus } from '@hanpan/core/api/minigame-bets';
import { virtualGames } from '@hanpan/core/minigames/catalogue';
import { isPrematchStatus } from '@hanpan/core/sports/fixture-status';
import { marketName } from '@hanpan/core/sports/markets';
import { pickLabel, pickLineText } from '@hanpan/core/sports/picks';
import { kstDayStart } from '@hanpan/core/time/kst';
import type { z } from 'zod';
import type { Db } from '../../../lib/db/database.ts';
import { codeReply, okReply } from '../../../lib/http/envelope.ts';
import { listMemberCasinoRounds, type MemberRoundOutcome } from '../../casino/index.ts';
import { listMemberMinigameBets } from '../../minigames/index.ts';
import { listLegsWithFixtures } from './bet-legs-repository.ts';
import { findBetStatus, hideSettledBet, listMemberBets } from './history-repository.ts';

/** What the history service is built from. */
export type BetHistoryDeps = { db: Db };

/** The member's bet history: the filtered list and hiding a settled bet. */
export type BetHistoryService = {
  /** POST /api/bet/list: one page of the member's visible bets of a game type, with their legs. */
  list(
    memberId: number,
    filter: z.infer<typeof betListRequestSchema>,
  ): Promise<ApiReply<BetListData | { message: string }>>;
  /** POST /api/bet/hide: hides one settled bet of the member (never deletes it). */
  hide(memberId: number, body: z.infer<typeof betHideRequestSchema>): Promise<ApiReply<{ message: string }>>;
};

const dayMs = 86_400_000;
const maxBigint = 9_223_372_036_854_775_807n;

/** The stored mini-game statuses of a history status filter (null: all); half won counts as partial. */
const minigameStatusesOf: Record<BetHistoryStatus | 'all', readonly MinigameBetStatus[] | null> = {
  all: null,
  open: ['open'],
  won: ['won'],
  lost: ['lost'],
  void: ['void'],
  partial: ['half_won'],
  cancelled: [],
};

/** The casino rounds of a history status filter (a round has no refund or partial outcome: none). */
const roundOutcomeOf: Record<BetHistoryStatus | 'all', MemberRoundOutcome | null> = {
  all: 'all',
  open: 'open',
  won: 'won',
  lost: 'lost',
  void: null,
  partial: null,
  cancelled: 'rolled_back',
};

/** The instant a KST calendar day starts. */

type LegRow = Awaited<ReturnType<typeof listLegsWithFixtures>>[number];

const presentLeg = (leg: LegRow): BetHistoryLeg => {
  const hasScore = !isPrematchStatus(leg.fixtureStatus) && leg.scoreHome !== null && leg.scoreAway !== null;
  const line = leg.baseLine === null ? '' : pickLineText(leg.pickName, leg.baseLine);
  return {
    legNo: leg.legNo,
    fixtureId: leg.fixtureId.toString(),
    sportId: leg.sportId,
    leagueName: leg.leagueName ?? '',
    homeName: leg.homeName,
    awayName: leg.awayName,
    startAt: new Date(leg.startAt).toISOString(),
    fixtureStatus: leg.fixtureStatus,
    score: hasScore ? { home: leg.scoreHome as number, away: leg.scoreAway as number } : null,
    marketId: leg.marketId,
    marketName: marketName(leg.sportId, leg.marketId),
    pickLabel: pickLabel(leg.pickName),
    baseLine: line === '' ? null : line,
    odds: leg.odds,
    isInplay: leg.isInplay,
    status: leg.status,
  };
};

/** Builds the bet history service. */
export function createBetHistoryService({ db }: BetHistoryDeps): BetHistoryService {
  return {
    async list(memberId, filter) {
      const empty: BetListData = { list: [], page: filter.page, pageSize: filter.pageSize, total: 0 };
      const from = filter.from ? kstDayStart(filter.from) : null;
      const until = filter.to ? new Date(kstDayStart(filter.to).getTime() + dayMs) : null;
      const page = { from, until, offset: (filter.page - 1) * filter.pageSize, limit: filter.pageSize };
      const product = Array.isArray(filter.gameType) ? 'minigame' : betListProductOf[filter.gameType];
      if (product === 'minigame' || product === 'virtual') {
        const categories = Array.isArray(filter.gameType) ? filter.gameType : [filter.gameType];
        // Virtual games' bets are mini-game bets of the round engine's virtual family (issue 25).
        const gameTypes =
          product === 'virtual'
            ? virtualGames.map((game) => game.gameType)
            : miniGamesOfCategories(categories);
        const { list, total } = await listMemberMinigameBets(db, memberId, {
          ...page,
          gameTypes,
          statuses: minigameStatusesOf[filter.status],
        });
        return okReply({ ...empty, total, games: list });
      }
      if (product === 'casino' || product === 'slot') {
        const outcome = roundOutcomeOf[filter.status];
        if (!outcome) return okReply({ ...empty, rounds: [] });
        const { list, total } = await listMemberCasinoRounds(db, memberId, {
          ...page,
          category: product,
          outcome,
        });
        return okReply({ ...empty, total, rounds: list });
      }
      // Holdem is not offered: its list is empty, never made up.
      if (product !== 'prematch' && product !== 'inplay') return okReply(empty);
      const { rows, total } = await listMemberBets(db, {
        memberId,
        ...page,
        kind: product,
        status: filter.status,
      });
      const legs = await listLegsWithFixtures(
        db,
        rows.map((row) => row.id),
      );
      const legsOf = new Map<string, BetHistoryLeg[]>();
      for (const leg of legs) {
        const key = leg.betId.toString();
        const list = legsOf.get(key) ?? [];
        list.push(presentLeg(leg));
        legsOf.set(key, list);
      }
      const list = rows.map(
        (row): BetHistoryItem => ({
          id: row.id.toString(),
          kind: row.kind,
          status: row.status,
          stake: Number(row.stake),
          totalOdds: row.totalOdds,
          bonusRate: row.bonusRate,
          potentialPayout: Number(row.potentialPayout),
          payout: row.payout === null ? null : Number(row.payout),
          settledOdds: row.settledOdds,
          isOddsChanged: row.isOddsChanged,
          placedAt: new Date(row.placedAt).toISOString(),
          settledAt: row.settledAt === null ? null : new Date(row.settledAt).toISOString(),
          isResettled: row.settleVersion > 1,
          legs: legsOf.get(row.id.toString()) ?? [],
        }),
      );
      return okReply({ ...empty, list, total });
    },

    async hide(memberId, body) {
      const betId = BigInt(body.betId);
      const unknown = codeReply(betHistoryCode.unknownBet, { message: betHistoryText.unknownBet });
      if (betId > maxBigint) return unknown;
      if (await hideSettledBet(db, memberId, betId)) return okReply({ message: betHistoryText.hidden });
      const status = await findBetStatus(db, memberId, betId);
      if (status === null) return unknown;
      return codeReply(betHistoryCode.stillOpen, { message: betHistoryText.stillOpen });
    },
  };
}
