import { staffCode } from '@hanpan/core/api/staff-codes';
import {
  staffRunnerSaveRequestSchema,
  staffTeamSaveRequestSchema,
  virtualGameRequestSchema,
  virtualText,
} from '@hanpan/core/api/staff-virtual';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { StaffMinigameOutcome } from './staff-present.ts';
import type { StaffVirtualService } from './virtual-staff-service.ts';

const replyOf = (outcome: StaffMinigameOutcome) =>
  outcome.kind === 'ok'
    ? okReply({ message: outcome.message })
    : codeReply(staffCode.refused, { message: outcome.message });

/**
 * /api/staff/virtual/{markets,runners,runners/save,teams,teams/save}: reads need 'minigames.view',
 * edits 'minigames.manage' (audited by the service with the reason). Bad input ends with code 2, a
 * refusal with code 1.
 */
export function registerStaffVirtualRoutes(
  api: FastifyInstance,
  { staffVirtual }: { staffVirtual: StaffVirtualService },
): void {
  api.post('/virtual/markets', async (request) => {
    requireStaff(request, 'minigames.view');
    const body = parseBody(virtualGameRequestSchema, request.body, koreanIssueMessage);
    const markets = await staffVirtual.markets(body.gameType);
    return markets ? okReply(markets) : codeReply(staffCode.refused, { message: virtualText.noOpenEvent });
  });

  api.post('/virtual/runners', async (request) => {
    requireStaff(request, 'minigames.view');
    const body = parseBody(virtualGameRequestSchema, request.body, koreanIssueMessage);
    const list = await staffVirtual.runners(body.gameType);
    return list ? okReply({ list }) : codeReply(staffCode.refused, { message: virtualText.badGame });
  });

  api.post('/virtual/runners/save', async (request) => {
    const staff = requireStaff(request, 'minigames.manage');
    const body = parseBody(staffRunnerSaveRequestSchema, request.body, koreanIssueMessage);
    return replyOf(await staffVirtual.saveRunner(actorOf(request, staff), body.id, body.rating, body.reason));
  });

  api.post('/virtual/teams', async (request) => {
    requireStaff(request, 'minigames.view');
    const body = parseBody(virtualGameRequestSchema, request.body, koreanIssueMessage);
    const list = await staffVirtual.teams(body.gameType);
    return list ? okReply({ list }) : codeReply(staffCode.refused, { message: virtualText.notLeague });
  });

  api.post('/virtual/teams/save', async (request) => {
    const staff = requireStaff(request, 'minigames.manage');
    const body = parseBody(staffTeamSaveRequestSchema, request.body, koreanIssueMessage);
    const strengths = { attack: body.attack, defence: body.defence };
    return replyOf(await staffVirtual.saveTeam(actorOf(request, staff), body.id, strengths, body.reason));
  });
}
