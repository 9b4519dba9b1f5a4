import {
  staffBoardHideRequestSchema,
  staffBoardListRequestSchema,
  staffBoardSaveRequestSchema,
} from '@hanpan/core/api/staff-boards';
import { staffCode } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { requireStaff } from '../staff/policy.ts';
import { actorOf, parseStaffBody } from '../staff/staff-http.ts';
import { presentStaffBoardItem } from './present.ts';
import type { BoardOutcome, BoardsService } from './service.ts';

const present = (outcome: BoardOutcome) =>
  outcome.kind === 'ok'
    ? okReply(presentStaffBoardItem(outcome.post))
    : codeReply(staffCode.refused, { message: outcome.message });

/** /api/staff/boards/*: notices and events (list: 'boards.view'; save and hide: 'boards.manage'). */
export function registerStaffBoardRoutes(api: FastifyInstance, { boards }: { boards: BoardsService }): void {
  api.post('/boards/list', async (request) => {
    requireStaff(request, 'boards.view');
    const body = parseStaffBody(staffBoardListRequestSchema, request.body);
    const page = await boards.listForStaff(body.boardType, body.page);
    return okReply({
      items: page.posts.map(presentStaffBoardItem),
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
    });
  });

  api.post('/boards/save', async (request) => {
    const staff = requireStaff(request, 'boards.manage');
    const body = parseStaffBody(staffBoardSaveRequestSchema, request.body);
    return present(await boards.savePost(actorOf(request, staff), body));
  });

  api.post('/boards/hide', async (request) => {
    const staff = requireStaff(request, 'boards.manage');
    const body = parseStaffBody(staffBoardHideRequestSchema, request.body);
    return present(await boards.hidePost(actorOf(request, staff), body.id));
  });
}
