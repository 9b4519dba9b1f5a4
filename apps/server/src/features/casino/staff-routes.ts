import {
  staffCasinoGameSaveSchema,
  staffCasinoGamesSchema,
  staffCasinoGgrSchema,
  staffCasinoProviderCreateSchema,
  staffCasinoProviderSaveSchema,
  staffCasinoReconciliationSchema,
  staffCasinoRoundsSchema,
  staffCasinoTransactionsSchema,
} from '@hanpan/core/api/staff-casino';
import {
  staffCasinoImportConfirmSchema,
  staffCasinoImportPreviewSchema,
} from '@hanpan/core/api/staff-casino-import';
import { staffCode } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { StaffCasinoOutcome } from './staff-outcome.ts';
import type { StaffCasinoService } from './staff-service.ts';

const replyOf = <T extends StaffCasinoOutcome>({ kind, ...data }: T) =>
  kind === 'ok' ? okReply(data) : codeReply(staffCode.refused, { message: data.message });

// A game list of up to 2 MB of text travels in a JSON string (escapes can grow it).
const importBodyLimit = 6 * 1024 * 1024;

/**
 * /api/staff/casino/{providers,providers/save,providers/create,games,games/save,games/import/preview,
 * games/import/confirm,rounds,transactions,reconciliation,ggr}: reads need 'casino.view', saves and
 * imports 'casino.manage' (audited with the reason). Bad input ends with code 2 and a Korean
 * message, a refusal with code 1.
 */
export function registerStaffCasinoRoutes(
  api: FastifyInstance,
  { staffCasino }: { staffCasino: StaffCasinoService },
): void {
  api.post('/casino/providers', async (request) => {
    requireStaff(request, 'casino.view');
    return okReply(await staffCasino.providers());
  });

  api.post('/casino/providers/save', async (request) => {
    const staff = requireStaff(request, 'casino.manage');
    const body = parseBody(staffCasinoProviderSaveSchema, request.body, koreanIssueMessage);
    return replyOf(await staffCasino.saveProvider(actorOf(request, staff), body));
  });

  api.post('/casino/providers/create', async (request) => {
    const staff = requireStaff(request, 'casino.manage');
    const body = parseBody(staffCasinoProviderCreateSchema, request.body, koreanIssueMessage);
    return replyOf(await staffCasino.createProvider(actorOf(request, staff), body));
  });

  api.post('/casino/games/import/preview', { bodyLimit: importBodyLimit }, async (request) => {
    requireStaff(request, 'casino.manage');
    const body = parseBody(staffCasinoImportPreviewSchema, request.body, koreanIssueMessage);
    const result = await staffCasino.previewImport(body);
    return 'kind' in result ? replyOf(result) : okReply(result);
  });

  api.post('/casino/games/import/confirm', { bodyLimit: importBodyLimit }, async (request) => {
    const staff = requireStaff(request, 'casino.manage');
    const body = parseBody(staffCasinoImportConfirmSchema, request.body, koreanIssueMessage);
    return replyOf(await staffCasino.confirmImport(actorOf(request, staff), body));
  });

  api.post('/casino/games', async (request) => {
    requireStaff(request, 'casino.view');
    return okReply(
      await staffCasino.games(parseBody(staffCasinoGamesSchema, request.body, koreanIssueMessage)),
    );
  });

  api.post('/casino/games/save', async (request) => {
    const staff = requireStaff(request, 'casino.manage');
    const body = parseBody(staffCasinoGameSaveSchema, request.body, koreanIssueMessage);
    return replyOf(await staffCasino.saveGame(actorOf(request, staff), body));
  });

  api.post('/casino/rounds', async (request) => {
    requireStaff(request, 'casino.view');
    return okReply(
      await staffCasino.rounds(parseBody(staffCasinoRoundsSchema, request.body, koreanIssueMessage)),
    );
  });

  api.post('/casino/transactions', async (request) => {
    requireStaff(request, 'casino.view');
    return okReply(
      await staffCasino.transactions(
        parseBody(staffCasinoTransactionsSchema, request.body, koreanIssueMessage),
      ),
    );
  });

  api.post('/casino/reconciliation', async (request) => {
    requireStaff(request, 'casino.view');
    const body = parseBody(staffCasinoReconciliationSchema, request.body, koreanIssueMessage);
    const result = await staffCasino.reconciliation(body.providerId, body.date);
    return 'kind' in result ? replyOf(result) : okReply(result);
  });

  api.post('/casino/ggr', async (request) => {
    requireStaff(request, 'casino.view');
    return okReply(await staffCasino.ggr(parseBody(staffCasinoGgrSchema, request.body, koreanIssueMessage)));
  });
}
