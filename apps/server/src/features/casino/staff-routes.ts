import {
  staffCasinoGameSaveSchema,
  staffCasinoGamesSchema,
  staffCasinoGgrSchema,
  staffCasinoProviderSaveSchema,
  staffCasinoReconciliationSchema,
  staffCasinoRoundsSchema,
  staffCasinoTransactionsSchema,
} from '@hanpan/core/api/staff-casino';
import { staffCode } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { requireStaff } from '../staff/policy.ts';
import { actorOf, parseStaffBody } from '../staff/staff-http.ts';
import type { StaffCasinoOutcome, StaffCasinoService } from './staff-service.ts';

const replyOf = (outcome: StaffCasinoOutcome) =>
  outcome.kind === 'ok'
    ? okReply({ message: outcome.message })
    : codeReply(staffCode.refused, { message: outcome.message });

/**
 * /api/staff/casino/{providers,providers/save,games,games/save,rounds,transactions,reconciliation,ggr}:
 * reads need 'casino.view', saves 'casino.manage' (audited with the reason). Bad input ends with
 * code 2 and a Korean message, a refusal with code 1.
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
