// Manual smoke run (not a test; `npm run smoke -w @hanpan/skyhub`): the provider with the built page
// and the fake wallet on port 3917. Open http://127.0.0.1:3917/skyhub/play?token=t1&game=lucky-sevens
// (tokens t1-t6 are one player with 1,000,000 won; game: any skyhubGames code).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { Kysely } from 'kysely';
import { registerSkyhubProvider } from '../src/server/index.ts';
import { startFakeWallet } from './fake-wallet.ts';
import { pgliteDialect } from './pglite-dialect.ts';

const wallet = await startFakeWallet();
const pglite = new PGlite({ parsers: { 20: (value: string) => BigInt(value) } });
const db = new Kysely<unknown>({ dialect: pgliteDialect(pglite) });
const app = Fastify();
const provider = await registerSkyhubProvider(app, {
  db,
  walletUrl: () => wallet.url,
  clientDir: path.resolve(import.meta.dirname, '../dist/client'),
  retryIntervalMs: 1000,
});
wallet.publicKeyPem = provider.publicKeyPem();
for (const token of ['t1', 't2', 't3', 't4', 't5', 't6']) {
  wallet.tokens.set(token, '1');
}
wallet.balances.set('1', 1_000_000);
await app.listen({ port: 3917, host: '127.0.0.1' });
console.log('smoke server on 3917');
