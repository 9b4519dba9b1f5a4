import {
  messageIdsRequestSchema,
  messageListRequestSchema,
  messageViewRequestSchema,
} from '@hanpan/core/api/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/http/app-error.ts';
import { okReply } from '../../lib/http/envelope.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import { requireMember } from '../auth/index.ts';
import { presentMessage } from './present.ts';
import type { MessagesService } from './service.ts';

/**
 * /api/message/*: the member's received messages. Another member's id answers exactly as a
 * missing one (404 on view, nothing changed on read/delete), so ids reveal nothing.
 */
export function registerMessageRoutes(
  api: FastifyInstance,
  { messages }: { messages: MessagesService },
): void {
  api.post('/message/list', async (request) => {
    const member = requireMember(request);
    const body = parseBody(messageListRequestSchema, request.body);
    const page = await messages.listInbox(member.id, body.page);
    return okReply({
      list: page.rows.map(presentMessage),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    });
  });

  api.post('/message/view', async (request) => {
    const member = requireMember(request);
    const body = parseBody(messageViewRequestSchema, request.body);
    const message = await messages.readMessage(member.id, body.id);
    if (!message) throw new AppError('notFound');
    return okReply(presentMessage(message));
  });

  api.post('/message/read', async (request) => {
    const member = requireMember(request);
    const body = parseBody(messageIdsRequestSchema, request.body);
    return okReply({ changed: await messages.markRead(member.id, body.ids) });
  });

  api.post('/message/delete', async (request) => {
    const member = requireMember(request);
    const body = parseBody(messageIdsRequestSchema, request.body);
    return okReply({ changed: await messages.deleteMessages(member.id, body.ids) });
  });
}
