import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { registerSkyhubProvider, skyhubGames } from '@hanpan/skyhub/server';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../lib/db/database.ts';
import { casinoWalletUrlOf, ensureCasinoProvider } from './provider-registration.ts';

// The built-in casino provider (apps/skyhub) runs in this process but is wired like an external
// one: it is mounted at /skyhub, calls this server's wallet over HTTP with signed bodies, and is
// registered (key, launch URL, games) as provider 'skyhub' once the app is ready (migrated).

/** The built-in provider's code in casino_provider. */
export const builtInProviderCode = 'skyhub';

/** How the operator reaches the built-in provider's report (header x-operator-key). */
export type BuiltInProvider = { reportKey: string };

/**
 * Mounts the built-in provider. Env overrides: SKYHUB_WALLET_URL (the wallet it calls; default this
 * server's own port on 127.0.0.1), SKYHUB_CLIENT_DIR (the built page; default apps/skyhub/dist/client
 * beside apps/web), SKYHUB_REPORT_KEY (the report's shared secret; default a random one per process).
 */
export async function registerBuiltInProvider(
  app: FastifyInstance,
  deps: { db: Db; config: Pick<AppConfig, 'webDistDir'>; env?: NodeJS.ProcessEnv },
): Promise<BuiltInProvider> {
  const env = deps.env ?? process.env;
  const reportKey = env.SKYHUB_REPORT_KEY || randomBytes(32).toString('base64url');
  const ownWalletUrl = () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 80;
    return casinoWalletUrlOf(`http://127.0.0.1:${port}`, builtInProviderCode);
  };
  const walletUrl = env.SKYHUB_WALLET_URL ? () => env.SKYHUB_WALLET_URL as string : ownWalletUrl;
  const provider = await registerSkyhubProvider(app, {
    db: deps.db,
    walletUrl,
    clientDir:
      env.SKYHUB_CLIENT_DIR ?? path.resolve(path.dirname(deps.config.webDistDir), '../skyhub/dist/client'),
    reportKey,
    log: app.log.child({ module: 'skyhub' }),
  });
  app.addHook('onReady', async () => {
    await ensureCasinoProvider(deps.db, {
      code: builtInProviderCode,
      name: '스카이허브',
      publicKeyPem: provider.publicKeyPem(),
      launchUrl: '/skyhub/play',
      games: skyhubGames,
    });
  });
  return { reportKey };
}
