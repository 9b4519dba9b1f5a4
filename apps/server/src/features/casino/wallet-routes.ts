import { walletSignatureHeader, walletStatus } from '@hanpan/core/api/casino-wallet';
import type { FastifyError, FastifyInstance } from 'fastify';
import { readRawBody } from '../../lib/http/parse-body.ts';
import { casinoWalletBasePath } from './provider-registration.ts';
import { type CasinoWalletService, unreadableBodyReply, walletActions } from './wallet-service.ts';

/** The largest wallet request body (a wallet call is a few hundred bytes). */
export const walletBodyLimitBytes = 16 * 1024;

/**
 * POST /api/casino/wallet/:provider/{user/info,...,transaction/rollback}: server-to-server, so outside
 * the member session hooks and the Origin check (app.ts exempts the prefix). The body is kept raw
 * (whatever its content type) because the signature covers its exact bytes; every answer is HTTP 200
 * with the protocol's status, also for a body too large or unreadable, and for a failure of ours.
 */
export async function registerCasinoWalletRoutes(
  app: FastifyInstance,
  { wallet }: { wallet: CasinoWalletService },
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: walletBodyLimitBytes },
        (_request, body, done) => done(null, body),
      );
      scope.setErrorHandler(async (error: FastifyError, request, reply) => {
        const isInputError = (error.statusCode ?? 500) < 500;
        if (isInputError) request.log.info({ code: error.code }, 'Unreadable wallet body');
        else request.log.error({ err: error }, 'Wallet call failed');
        const answer = isInputError
          ? unreadableBodyReply()
          : { request_uuid: '', status: walletStatus.unknown };
        return reply.status(200).send(answer);
      });
      for (const action of walletActions) {
        scope.post(`/:provider/${action}`, { bodyLimit: walletBodyLimitBytes }, async (request) => {
          const { provider } = request.params as { provider: string };
          const raw = readRawBody(request.body);
          return wallet.handle(provider, action, raw, request.headers[walletSignatureHeader]);
        });
      }
    },
    { prefix: casinoWalletBasePath },
  );
}
