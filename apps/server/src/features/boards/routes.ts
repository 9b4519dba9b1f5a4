import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/http/app-error.ts';
import { okReply } from '../../lib/http/envelope.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import { presentBoardListItem } from './present.ts';
import type { BoardsService } from './service.ts';

// Not in the spec's call table (the board page's calls are "not shown"); these belong in
// packages/core/src/api/boards.ts once the web app uses them.
const boardListRequestSchema = z.object({
  boardType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(11)])),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const boardViewRequestSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

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
