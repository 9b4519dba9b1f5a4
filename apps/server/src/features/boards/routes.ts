import { boardListRequestSchema, boardViewRequestSchema } from '@hanpan/core/api/boards';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/http/app-error.ts';
import { okReply } from '../../lib/http/envelope.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import { presentBoardListItem } from './present.ts';
import type { BoardsService } from './service.ts';

/** /api/board/list and /api/board/view: notices (0), events (1) and header events (11), read-only. */
export function registerBoardRoutes(api: FastifyInstance, { boards }: { boards: BoardsService }): void {
  api.post('/board/list', async (request) => {
    const body = parseBody(boardListRequestSchema, request.body);
    const page = await boards.listBoard(body.boardType, body.page);
    return okReply({ list: page.posts.map(presentBoardListItem), total: page.total, page: page.page });
  });

  api.post('/board/view', async (request) => {
    const body = parseBody(boardViewRequestSchema, request.body);
    const post = await boards.getPost(body.id);
    if (!post) throw new AppError('notFound');
    return okReply(presentBoardListItem(post));
  });
}
