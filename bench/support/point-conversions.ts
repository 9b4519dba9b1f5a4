// Point -> cash conversions over HTTP for ledger-transfers.ts: signed-in members on a running server,
// each caller with members of its own (a point -> cash call takes all the points, so two callers on
// one member would take each other's), every call with its own Idempotency-Key.
import type { BenchMember } from './bet-setup.ts';

/** What the callers did: accepted conversions of each way, refusals by reply, and every call's latency. */
export type ConversionTally = {
  pointToCash: number;
  cashToPoint: number;
  refused: Map<string, number>;
  latencies: number[];
};

/** Points a cash -> point call gives the member before each point -> cash call (above the 1,000 minimum). */
const refill = 5_000;

const post = async (origin: string, path: string, member: BenchMember, key: string, body?: unknown) => {
  const startedAt = performance.now();
  const reply = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: member.cookie, origin, 'idempotency-key': key },
    body: JSON.stringify(body ?? {}),
  });
  const answer = (await reply.json()) as { code: number; data?: { message?: string } };
  const latencyMs = performance.now() - startedAt;
  return { status: reply.status, code: answer.code, message: answer.data?.message ?? '', latencyMs };
};

/**
 * `clients` callers converting until `untilMs`: each turn, on the caller's next member, a cash -> point
 * call (POST /api/amount/cashToPoint) then a point -> cash call (POST /api/amount/pointToCash).
 */
export async function runPointConversions(
  origin: string,
  members: BenchMember[],
  { clients, untilMs, tag }: { clients: number; untilMs: number; tag: string },
): Promise<ConversionTally> {
  const tally: ConversionTally = { pointToCash: 0, cashToPoint: 0, refused: new Map(), latencies: [] };
  const count = (key: string) => tally.refused.set(key, (tally.refused.get(key) ?? 0) + 1);
  const caller = async (callerIndex: number) => {
    const own = members.filter((_, index) => index % clients === callerIndex);
    for (let turn = 0; Date.now() < untilMs; turn += 1) {
      const member = own[turn % own.length] as BenchMember;
      const key = `bench-${tag}-${callerIndex}-${turn}`;
      const topUp = await post(origin, '/api/amount/cashToPoint', member, `${key}-in`, { amount: refill });
      tally.latencies.push(topUp.latencyMs);
      if (topUp.status !== 200 || topUp.code !== 0) {
        count(`cashToPoint HTTP ${topUp.status} code ${topUp.code} ${topUp.message}`.trim());
        continue;
      }
      tally.cashToPoint += 1;
      const answer = await post(origin, '/api/amount/pointToCash', member, key);
      tally.latencies.push(answer.latencyMs);
      if (answer.status === 200 && answer.code === 0) tally.pointToCash += 1;
      else count(`pointToCash HTTP ${answer.status} code ${answer.code} ${answer.message}`.trim());
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => caller(index)));
  return tally;
}
