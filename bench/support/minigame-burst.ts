// The callers of the mini-game closing-burst bench: every member sends one POST /api/bet/addGame at
// their own instant before the round's close, as members betting at the last moment do (half of them
// spread over the whole window, half in its last seconds), through at most `clients` requests in flight
// at once (a member whose instant has come while all are busy waits for the next free one).
import type { BenchMember } from './bet-setup.ts';

/** One bet's outcome: when it was sent (epoch ms), how long the reply took, and its code. */
export type BurstBet = { sentAt: number; latencyMs: number; code: number; status: number };

/** How the burst is shaped. */
export type BurstPlan = {
  origin: string;
  gameUid: string;
  closeAt: number;
  windowMs: number;
  /** The last part of the window into which `rushShare` of the bets crowd. */
  rushMs: number;
  rushShare: number;
  clients: number;
  stake: number;
  /** The picks (`choosed`) the members take in turn; default the odd/even bench's 1-4. */
  picks?: readonly number[];
};

/** Each member's send instant (epoch ms), in the order the members go; a seeded shuffle keeps runs alike. */
export function burstInstants(count: number, plan: BurstPlan): number[] {
  let state = 0x2545f491;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const instants = Array.from({ length: count }, (_, index) => {
    const span = index < count * plan.rushShare ? plan.rushMs : plan.windowMs;
    return plan.closeAt - random() * span;
  });
  return instants.sort((a, b) => a - b);
}

const defaultPicks = [1, 2, 3, 4] as const;

/** The pick of the index-th member. */
function pickOf(plan: BurstPlan, index: number): number {
  const picks = plan.picks ?? defaultPicks;
  return picks[index % picks.length] as number;
}

/** Sends the burst; resolves with every bet's outcome and the most requests that were in flight at once. */
export async function sendBurst(
  members: readonly BenchMember[],
  plan: BurstPlan,
): Promise<{ bets: BurstBet[]; maxInFlight: number }> {
  const instants = burstInstants(members.length, plan);
  const bets: BurstBet[] = [];
  let next = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const caller = async () => {
    for (;;) {
      const index = next;
      next += 1;
      if (index >= members.length) return;
      const member = members[index] as BenchMember;
      const wait = (instants[index] as number) - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const sentAt = Date.now();
      const startedAt = performance.now();
      const reply = await fetch(`${plan.origin}/api/bet/addGame`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: member.cookie,
          origin: plan.origin,
          'idempotency-key': `burst-${plan.gameUid}-${member.memberId}`,
        },
        body: JSON.stringify({ choosed: pickOf(plan, index), gameUid: plan.gameUid, amount: plan.stake }),
      });
      const body = (await reply.json()) as { code: number };
      inFlight -= 1;
      bets.push({ sentAt, latencyMs: performance.now() - startedAt, code: body.code, status: reply.status });
    }
  };
  await Promise.all(Array.from({ length: plan.clients }, () => caller()));
  return { bets, maxInFlight };
}

/** The value at percentile p of sorted numbers. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

/** The most bets taken (code 0) in any one second of the burst, by the instants their replies came. */
export function peakPerSecond(bets: readonly BurstBet[]): number {
  const perSecond = new Map<number, number>();
  for (const bet of bets) {
    if (bet.code !== 0) continue;
    const second = Math.floor((bet.sentAt + bet.latencyMs) / 1000);
    perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
  }
  return Math.max(0, ...perSecond.values());
}
