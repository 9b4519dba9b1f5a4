import {
  boardImageMaxBytes,
  staffBoardHideRequestSchema,
  staffBoardImageText,
  staffBoardListRequestSchema,
  staffBoardSaveRequestSchema,
} from '@hanpan/core/api/staff-boards';
import { staffCode } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody, readRawBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import { type BoardImageStore, boardImagePath } from './image-store.ts';
import { sniffBoardImageType } from './image-type.ts';
import { presentStaffBoardItem } from './present.ts';
import type { BoardOutcome, BoardsService } from './service.ts';

const present = (outcome: BoardOutcome) =>
  outcome.kind === 'ok'
    ? okReply(presentStaffBoardItem(outcome.post))
    : codeReply(staffCode.refused, { message: outcome.message });

// Uploads come as the raw file; a bigger body than this is cut off by Fastify before the handler
// can answer in Korean, so the parser takes a little more than the limit and the handler refuses.
const uploadBodyLimit = boardImageMaxBytes + 64 * 1024;

/**
 * /api/staff/boards/*: notices and events (list: 'boards.view'; save, hide and upload:
 * 'boards.manage'). An upload is the image file as the body; its kind is read from its bytes.
 */
export function registerStaffBoardRoutes(
  api: FastifyInstance,
  { boards, images }: { boards: BoardsService; images: BoardImageStore },
): void {
  api.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: uploadBodyLimit },
    (_request, body, done) => done(null, body),
  );

  api.post('/boards/upload', { bodyLimit: uploadBodyLimit }, async (request) => {
    const staff = requireStaff(request, 'boards.manage');
    const bytes = readRawBody(request.body);
    const refuse = (message: string) => codeReply(staffCode.invalidInput, { message });
    if (bytes.length === 0) return refuse(staffBoardImageText.empty);
    if (bytes.length > boardImageMaxBytes) return refuse(staffBoardImageText.tooLarge);
    const type = sniffBoardImageType(bytes);
    if (!type) return refuse(staffBoardImageText.badType);
    const url = boardImagePath(await images.save(bytes, type));
    await boards.recordImageUpload(actorOf(request, staff), {
      url,
      contentType: type.contentType,
      size: bytes.length,
    });
    return okReply({ url });
  });

  api.post('/boards/list', async (request) => {
    requireStaff(request, 'boards.view');
    const body = parseBody(staffBoardListRequestSchema, request.body, koreanIssueMessage);
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
    const body = parseBody(staffBoardSaveRequestSchema, request.body, koreanIssueMessage);
    return present(await boards.savePost(actorOf(request, staff), body));
  });

  api.post('/boards/hide', async (request) => {
    const staff = requireStaff(request, 'boards.manage');
    const body = parseBody(staffBoardHideRequestSchema, request.body, koreanIssueMessage);
    return present(await boards.hidePost(actorOf(request, staff), body.id));
  });
}
