import { generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import type { WalletBalanceReply } from '@hanpan/core/api/casino-wallet';
import type { FastifyInstance } from 'fastify';
import { ensureCasinoProvider } from '../src/features/casino/provider-registration.ts';
import type { Db } from '../src/lib/db/database.ts';
import { createMember, fundMember, signIn, uniqueSuffix } from './factories.ts';
import { envelope, postJson } from './http.ts';

// A test-only game provider: its own Ed25519 key pair, registered with the operator, signing the exact
// bytes it sends to the wallet.

/** A registered test provider and its private key. */
export type TestProvider = {
  id: number;
  code: string;
  privateKey: KeyObject;
  publicKeyPem: string;
  /** Game ids by code: 'test-slot' (slot lobby), 'test-baccarat' (casino lobby). */
  games: Record<'test-slot' | 'test-baccarat', number>;
};

/** The test provider's catalogue. */
export const testProviderGames = [
  { code: 'test-slot', name: '테스트 슬롯', kind: 'slot-classic', category: 'slot', rtpBp: 9600 },
  { code: 'test-baccarat', name: '테스트 바카라', kind: 'baccarat', category: 'casino', rtpBp: 9894 },
] as const;

/** Registers a provider with a fresh Ed25519 key pair (a unique code unless given). */
export async function createTestProvider(db: Db, options: { code?: string } = {}): Promise<TestProvider> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const code =
    options.code ??
    `test-${uniqueSuffix(8)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
  const id = await ensureCasinoProvider(db, {
    code,
    name: '테스트 게임사',
    publicKeyPem,
    launchUrl: 'https://games.example/play',
    games: testProviderGames,
  });
  const rows = await db
    .selectFrom('casino_game')
    .select(['id', 'code'])
    .where('provider_id', '=', id)
    .execute();
  const games = Object.fromEntries(rows.map((row) => [row.code, row.id])) as TestProvider['games'];
  return { id, code, privateKey, publicKeyPem, games };
}

/** The base64 signature of raw bytes by the provider. */
export const signBody = (provider: TestProvider, raw: Buffer) =>
  sign(null, raw, provider.privateKey).toString('base64');

/** Sends a wallet call: the body's JSON bytes signed (or the given raw bytes / signature). */
export async function walletCall(
  app: FastifyInstance,
  provider: TestProvider,
  action: string,
  body: unknown,
  options: { raw?: Buffer; signature?: string | null; contentType?: string | null } = {},
) {
  const raw = options.raw ?? Buffer.from(JSON.stringify(body));
  const signature = options.signature === undefined ? signBody(provider, raw) : options.signature;
  const response = await app.inject({
    method: 'POST',
    url: `/api/casino/wallet/${provider.code}/${action}`,
    headers: {
      ...(options.contentType === null ? {} : { 'content-type': options.contentType ?? 'application/json' }),
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
    payload: raw,
  });
  return { statusCode: response.statusCode, reply: response.json() as WalletBalanceReply };
}

/** A member with cash, signed in, holding a player token of a game launched through /api/casino/launch. */
export async function createPlayer(
  app: FastifyInstance,
  db: Db,
  provider: TestProvider,
  cash: bigint,
  gameCode: keyof TestProvider['games'] = 'test-slot',
) {
  const member = await createMember(db);
  if (cash > 0n) await fundMember(db, member.id, cash);
  const cookie = await signIn(app, member);
  const token = await launch(app, cookie, provider.games[gameCode]);
  return { ...member, cookie, token, user: String(member.id), gameCode };
}

/** Launches a game for the signed-in member and returns the player token from the URL. */
export async function launch(app: FastifyInstance, cookie: string, gameId: number): Promise<string> {
  const reply = envelope<{ url: string }>(await postJson(app, '/api/casino/launch', { gameId }, { cookie }));
  const url = reply.data?.url;
  if (reply.code !== 0 || !url) throw new Error(`Launch failed: ${JSON.stringify(reply)}`);
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`No token in ${url}`);
  return token;
}

/** The body of a bet of the player. */
export const betBody = (
  player: { token: string; user: string; gameCode: string },
  amount: number,
  ids: { round?: string; tx?: string } = {},
) => ({
  request_uuid: randomUUID(),
  token: player.token,
  user: player.user,
  currency: 'KRW',
  game_code: player.gameCode,
  round: ids.round ?? `r-${randomUUID()}`,
  transaction_uuid: ids.tx ?? `t-${randomUUID()}`,
  amount,
});

/** The body of a win of the player's bet. */
export const winBody = (
  player: { token: string; user: string; gameCode: string },
  bet: { round: string; transaction_uuid: string },
  amount: number,
  tx = `t-${randomUUID()}`,
) => ({
  request_uuid: randomUUID(),
  token: player.token,
  user: player.user,
  currency: 'KRW',
  game_code: player.gameCode,
  round: bet.round,
  transaction_uuid: tx,
  reference_transaction_uuid: bet.transaction_uuid,
  amount,
  round_closed: true,
});

/** The body of a rollback of the player's bet. */
export const rollbackBody = (
  player: { token: string; user: string; gameCode: string },
  bet: { round: string; transaction_uuid: string },
  tx = `t-${randomUUID()}`,
) => ({
  request_uuid: randomUUID(),
  token: player.token,
  user: player.user,
  game_code: player.gameCode,
  round: bet.round,
  transaction_uuid: tx,
  reference_transaction_uuid: bet.transaction_uuid,
});
