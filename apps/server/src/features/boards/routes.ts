import { boardListRequestSchema, boardViewRequestSchema, rulesRequestSchema } from '@hanpan/core/api/boards';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/http/app-error.ts';
import { okReply } from '../../lib/http/envelope.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import { presentBoardListItem, presentRulePage } from './present.ts';
import type { BoardsService } from './service.ts';

/** /api/board/list, /view and /getRules: notices (0), events (1 and 11) and the rules pages, read-only. */
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

  api.post('/board/getRules', async (request) => {
    const body = parseBody(rulesRequestSchema, request.body);
    const pages = await boards.listRules(body.messageType);
    return okReply({ list: pages.map(presentRulePage) });
  });
}
