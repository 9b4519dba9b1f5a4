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
import { actorOf, parseStaffBody, requireStaff } from '../staff/index.ts';
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
    const body = parseStaffBody(staffCasinoProviderSaveSchema, request.body);
    return replyOf(await staffCasino.saveProvider(actorOf(request, staff), body));
  });

  api.post('/casino/providers/create', async (request) => {
    const staff = requireStaff(request, 'casino.manage');
    const body = parseStaffBody(staffCasinoProviderCreateSchema, request.body);
    return replyOf(await staffCasino.createProvider(actorOf(request, staff), body));
  });

  api.post('/casino/games/import/preview', { bodyLimit: importBodyLimit }, async (request) => {
    requireStaff(request, 'casino.manage');
    const body = parseStaffBody(staffCasinoImportPreviewSchema, request.body);
    const result = await staffCasino.previewImport(body);
    return 'kind' in result ? replyOf(result) : okReply(result);
  });

  api.post('/casino/games/import/confirm', { bodyLimit: importBodyLimit }, async (request) => {
    const staff = requireStaff(request, 'casino.manage');
    const body = parseStaffBody(staffCasinoImportConfirmSchema, request.body);
    return replyOf(await staffCasino.confirmImport(actorOf(request, staff), body));
  });

  api.post('/casino/games', async (request) => {
    requireStaff(request, 'casino.view');
    return okReply(await staffCasino.games(parseStaffBody(staffCasinoGamesSchema, request.body)));
  });

  api.post('/casino/games/save', async (request) => {
    const staff = requireStaff(request, 'casino.manage');
    const body = parseStaffBody(staffCasinoGameSaveSchema, request.body);
    return replyOf(await staffCasino.saveGame(actorOf(request, staff), body));
  });

  api.post('/casino/rounds', async (request) => {
    requireStaff(request, 'casino.view');
    return okReply(await staffCasino.rounds(parseStaffBody(staffCasinoRoundsSchema, request.body)));
  });

  api.post('/casino/transactions', async (request) => {
    requireStaff(request, 'casino.view');
    return okReply(
      await staffCasino.transactions(parseStaffBody(staffCasinoTransactionsSchema, request.body)),
    );
  });

  api.post('/casino/reconciliation', async (request) => {
    requireStaff(request, 'casino.view');
    const body = parseStaffBody(staffCasinoReconciliationSchema, request.body);
    const result = await staffCasino.reconciliation(body.providerId, body.date);
    return 'kind' in result ? replyOf(result) : okReply(result);
  });

  api.post('/casino/ggr', async (request) => {
    requireStaff(request, 'casino.view');
    return okReply(await staffCasino.ggr(parseStaffBody(staffCasinoGgrSchema, request.body)));
  });
}
