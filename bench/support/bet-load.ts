// The bet benches' shared load: the database they prepare before a server opens it, the bets they
// send (3-leg prematch bets and mini-game bets) and the callers that send them until a deadline.
import type { DatabaseOptions } from '../../apps/server/src/lib/db/open-database.ts';
import { openDatabase } from '../../apps/server/src/lib/db/open-database.ts';
import {
  type BenchMember,
  type BenchPick,
  createBettingMembers,
  listBenchPicks,
  setDailyLossLimits,
} from './bet-setup.ts';
import { createEngineChains } from './engine-chains.ts';
import { fillCatalogue } from './fill-catalogue.ts';
import { type BenchRound, createBenchRound } from './minigame-round.ts';

/** The stake of each 3-leg sports bet, in won. */
export const sportsStake = 5_000;
/** The stake of each mini-game bet, in won. */
export const gameStake = 1_000;
// The loss-limited members' daily loss limit: their whole cash, so no bet of theirs is refused.
const lossLimit = 1_000_000_000n;
// The mini-game bets' round: odd/even (홀짝 1분) on a day no engine round uses (each run has a fresh database).
const oddEven = 106;
const odd = 1;

/** The `p`th percentile of ascending `sorted` values (0 when empty). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

/** What a prepared database holds for the callers. */
export type PreparedBetting = {
  members: BenchMember[];
  /** As many other members, each with a daily loss limit no bet reaches. */
  limited: BenchMember[];
  picks: BenchPick[];
  round: BenchRound;
};

/** Catalogue, members and picks written before the server starts; returns what the callers need. */
export async function prepareBetting(where: DatabaseOptions, memberCount: number): Promise<PreparedBetting> {
  await fillCatalogue(where, 1, 30);
  const handle = await openDatabase(where);
  try {
    const members = await createBettingMembers(handle.db, memberCount);
    const limited = await createBettingMembers(handle.db, memberCount, 'capped');
    await setDailyLossLimits(handle.db, limited, lossLimit);
    const picks = await listBenchPicks(handle.db, 60);
    if (picks.length < 3) throw new Error(`only ${picks.length} bettable picks in the catalogue`);
    await createEngineChains(handle.db);
    const round = await createBenchRound(handle.db, {
      gameType: oddEven,
      roundKey: '2099-12-29-1',
      closeInMs: 15 * 60_000,
      drawAfterCloseMs: 60_000,
    });
    return { members, limited, picks, round };
  } finally {
    await handle.close();
  }
}

/** Accepted bets, refusals by reason and every call's latency in ms. */
export type Tally = { accepted: number; refused: Map<string, number>; latencies: number[] };

/** One bet of a caller: the request to send for this member and sequence number. */
export type BetRequest = (member: BenchMember, turn: number) => { path: string; body: unknown };

/** A 3-leg sports bet (POST /api/bet/add) on picks that move along with the turn. */
export const sportsBet =
  (picks: BenchPick[]): BetRequest =>
  (_member, turn) => {
    const first = turn % (picks.length - 2);
    const legs = [picks[first], picks[first + 1], picks[first + 2]] as BenchPick[];
    return {
      path: '/api/bet/add',
      body: {
        betList: legs.map((pick) => ({
          gameId: pick.fixtureId,
          id: pick.betId,
          separate: 0,
          odds: pick.odds,
          choosed: 1,
          gameSubId: pick.marketId,
        })),
        amount: sportsStake,
      },
    };
  };

/** A mini-game bet (POST /api/bet/addGame) on 홀 of the bench round. */
export const gameBet =
  (round: BenchRound): BetRequest =>
  () => ({ path: '/api/bet/addGame', body: { choosed: odd, gameUid: round.gameUid, amount: gameStake } });

/** `clients` callers sending bets as `members` in turn until `untilMs`; keys tagged with `tag`. */
export async function runBets(
  origin: string,
  options: { members: BenchMember[]; bet: BetRequest; clients: number; untilMs: number; tag: string },
): Promise<Tally> {
  const { members, bet, clients, untilMs, tag } = options;
  const tally: Tally = { accepted: 0, refused: new Map(), latencies: [] };
  const caller = async (callerIndex: number) => {
    for (let sequence = 0; Date.now() < untilMs; sequence += 1) {
      const turn = callerIndex + sequence * clients;
      const member = members[turn % members.length] as BenchMember;
      const { path, body } = bet(member, turn);
      const startedAt = performance.now();
      const reply = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: member.cookie,
          origin,
          'idempotency-key': `bench-${tag}-${callerIndex}-${sequence}`,
        },
        body: JSON.stringify(body),
      });
      const answer = (await reply.json().catch(() => ({ code: -1 }))) as {
        code: number;
        data?: { message?: string };
      };
      tally.latencies.push(performance.now() - startedAt);
      if (reply.status === 200 && answer.code === 0) tally.accepted += 1;
      else {
        const key = `HTTP ${reply.status} code ${answer.code} ${answer.data?.message ?? ''}`.trim();
        tally.refused.set(key, (tally.refused.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => caller(index)));
  return tally;
}
