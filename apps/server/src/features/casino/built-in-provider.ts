import { randomBytes } from 'node:crypto';
import { registerSkyhubProvider, skyhubGames } from '@hanpan/skyhub/server';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../lib/db/database.ts';
import type { ProviderCallOptions } from './provider-call.ts';
import { casinoWalletUrlOf, ensureCasinoProvider } from './provider-registration.ts';

// The built-in casino provider (apps/skyhub) runs in this process but is wired like an external
// one: it is mounted at /skyhub, calls this server's wallet over HTTP with signed bodies, and is
// registered (key, launch, report and list URLs, games) as provider 'skyhub' once the app is ready (migrated).

/** The built-in provider's code in casino_provider. */
export const builtInProviderCode = 'skyhub';

/** The built-in provider's report key (header x-operator-key): SKYHUB_REPORT_KEY, else random per process. */
export function builtInProviderReportKey(env: NodeJS.ProcessEnv = process.env): string {
  return env.SKYHUB_REPORT_KEY || randomBytes(32).toString('base64url');
}

/**
 * Mounts the built-in provider. Env overrides: SKYHUB_WALLET_URL (the wallet it calls; default this
 * server's own port on 127.0.0.1). Its built page comes from config.skyhubClientDir (SKYHUB_CLIENT_DIR);
 * `reportKey` is the shared secret of its transaction report (builtInProviderReportKey).
 */
export async function registerBuiltInProvider(
  app: FastifyInstance,
  deps: { db: Db; config: Pick<AppConfig, 'skyhubClientDir'>; reportKey: string; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const env = deps.env ?? process.env;
  const { reportKey } = deps;
  const ownWalletUrl = () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 80;
    return casinoWalletUrlOf(`http://127.0.0.1:${port}`, builtInProviderCode);
  };
  const walletUrl = env.SKYHUB_WALLET_URL ? () => env.SKYHUB_WALLET_URL as string : ownWalletUrl;
  const provider = await registerSkyhubProvider(app, {
    db: deps.db,
    walletUrl,
    clientDir: deps.config.skyhubClientDir,
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
      // Its key pair lives in its own table and is registered here at every start: the key is its own.
      isKeyManaged: true,
      reportUrl: '/skyhub/api/report/transactions',
      gamesUrl: '/skyhub/api/report/games',
    });
  });
}

/**
 * How our calls to the providers are made from this app (transaction lists for the daily reconciliation,
 * game lists): a provider registered with a path address is this server, and the built-in provider's
 * calls carry its shared report key.
 */
export function providerCallsOf(app: FastifyInstance, reportKey: string): ProviderCallOptions {
  return {
    headersFor: (provider): Record<string, string> =>
      provider.code === builtInProviderCode ? { 'x-operator-key': reportKey } : {},
    localOrigin: () => {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 80;
      return `http://127.0.0.1:${port}`;
    },
  };
}
