import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-types.ts';
import {
  builtInProviderReportKey,
  createCasinoWalletService,
  createProviderGamesFetcher,
  createProviderReportFetcher,
  providerCallsOf,
  registerBuiltInProvider,
  registerCasinoWalletRoutes,
} from './features/casino/index.ts';

/**
 * The casino's wiring: the seamless wallet the providers call, our calls to the providers (transaction
 * lists for the daily reconciliation, game lists; a test may replace them) and, through
 * `registerRoutes`, the wallet routes and the built-in provider.
 */
export function wireCasino(
  app: FastifyInstance,
  deps: AppDeps,
  notifyUserContextChanged: Parameters<typeof createCasinoWalletService>[0]['notifyUserContextChanged'],
) {
  const { db, config } = deps;
  const wallet = createCasinoWalletService({
    db,
    notifyUserContextChanged,
    onError: (error) => app.log.error({ err: error }, 'Casino wallet call failed'),
  });
  const reportKey = builtInProviderReportKey();
  const providerCalls = providerCallsOf(app, reportKey);
  return {
    wallet,
    fetchCasinoProviderTransactions:
      deps.fetchCasinoProviderTransactions ?? createProviderReportFetcher(providerCalls),
    fetchCasinoProviderGames: deps.fetchCasinoProviderGames ?? createProviderGamesFetcher(providerCalls),
    /** The providers' wallet calls and the built-in provider's pages. */
    registerRoutes: async () => {
      await registerCasinoWalletRoutes(app, { wallet });
      await registerBuiltInProvider(app, { db, config, reportKey });
    },
  };
}
