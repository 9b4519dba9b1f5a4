import { verify } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

// A test double of the operator's signed wallet (the real one is tested in apps/server): it checks
// each body's Ed25519 signature, keeps balances, answers each transaction id once, and can be told
// to fail calls.

/** A call the wallet received, with its parsed body. */
export type ReceivedCall = { call: string; body: Record<string, unknown>; signed: boolean };

/** How to fail the next calls of a kind. */
export type Failure = { call: string; times: number; mode: 'http500' | 'timeout' | 'unknown' | 'lost' };

/** The fake wallet and its controls. */
export type FakeWallet = {
  url: string;
  publicKeyPem: string;
  calls: ReceivedCall[];
  balances: Map<string, number>;
  tokens: Map<string, string>;
  failures: Failure[];
  /** Releases every call held by a 'timeout' failure (answered with HTTP 500). */
  close(): Promise<void>;
};

const hanging: Array<() => void> = [];

/** Starts the fake wallet on an ephemeral port. */
export async function startFakeWallet(): Promise<FakeWallet> {
  const app: FastifyInstance = Fastify({ forceCloseConnections: true });
  const state: FakeWallet = {
    url: '',
    publicKeyPem: '',
    calls: [],
    balances: new Map(),
    tokens: new Map(),
    failures: [],
    close: async () => {
      for (const release of hanging.splice(0)) release();
      await app.close();
    },
  };
  const done = new Map<string, { kind: string; amount: number; answer: Record<string, unknown> }>();
  const rolledBack = new Set<string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, parsed) => {
    parsed(null, body);
  });
  app.post('/wallet/*', async (request, reply) => {
    const call = (request.params as { '*': string })['*'];
    const raw = request.body as string;
    const signature = request.headers['x-signature'];
    const signed =
      typeof signature === 'string' &&
      state.publicKeyPem !== '' &&
      verify(null, Buffer.from(raw), state.publicKeyPem, Buffer.from(signature, 'base64'));
    const body = JSON.parse(raw) as Record<string, unknown>;
    state.calls.push({ call, body, signed });
    const request_uuid = body.request_uuid;
    if (!signed) return { status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid };
    const failure = state.failures.find((f) => f.call === call && f.times > 0);
    const lost = failure?.mode === 'lost';
    if (failure && lost) failure.times -= 1;
    if (failure && !lost) {
      failure.times -= 1;
      if (failure.mode === 'http500') return reply.status(500).send({ error: 'boom' });
      if (failure.mode === 'unknown') return { status: 'RS_ERROR_UNKNOWN', request_uuid };
      await new Promise<void>((resolve) => hanging.push(resolve));
      return reply.status(500).send({ error: 'late' });
    }
    const user = call === 'user/info' ? state.tokens.get(String(body.token)) : String(body.user);
    if (!user || state.tokens.get(String(body.token)) !== user) {
      return { status: 'RS_ERROR_INVALID_TOKEN', request_uuid };
    }
    const balance = state.balances.get(user) ?? 0;
    if (call === 'user/info') {
      return {
        status: 'RS_OK',
        request_uuid,
        user,
        currency: 'KRW',
        balance,
        display_name: `닉${user}`,
        country: 'KR',
        rules: { noAutoplay: true, minSpinMs: 2500, noSmallWinCelebration: true },
      };
    }
    const uuid = String(body.transaction_uuid);
    const previous = done.get(uuid);
    if (previous) return { ...previous.answer, request_uuid };
    const amount = Number(body.amount ?? 0);
    let answer: Record<string, unknown>;
    if (call === 'transaction/bet') {
      if (rolledBack.has(uuid)) return { status: 'RS_ERROR_TRANSACTION_ROLLED_BACK', request_uuid };
      if (amount > balance) return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', request_uuid, balance };
      state.balances.set(user, balance - amount);
      answer = { status: 'RS_OK', request_uuid, user, currency: 'KRW', balance: balance - amount };
    } else if (call === 'transaction/win') {
      state.balances.set(user, balance + amount);
      answer = { status: 'RS_OK', request_uuid, user, currency: 'KRW', balance: balance + amount };
    } else {
      const reference = String(body.reference_transaction_uuid);
      const bet = done.get(reference);
      rolledBack.add(reference);
      const refund = bet && bet.kind === 'bet' ? bet.amount : 0;
      state.balances.set(user, balance + refund);
      answer = { status: 'RS_OK', request_uuid, user, currency: 'KRW', balance: balance + refund };
    }
    done.set(uuid, { kind: call.replace('transaction/', ''), amount, answer });
    // Processed, but the answer never reaches the provider.
    if (lost) return reply.status(500).send({ error: 'lost' });
    return answer;
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  state.url = `${address}/wallet`;
  return state;
}
