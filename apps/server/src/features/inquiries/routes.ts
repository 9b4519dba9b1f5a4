import { inquiryListRequestSchema, inquiryWriteRequestSchema } from '@hanpan/core/api/inquiries';
import type { FastifyInstance } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import { firstIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { requireMember } from '../auth/index.ts';
import { presentInquiry } from './present.ts';
import type { InquiriesService } from './service.ts';

/** /api/inquiry/*: the member writes 1:1 inquiries and reads their own (never another member's). */
export function registerInquiryRoutes(
  api: FastifyInstance,
  { inquiries }: { inquiries: InquiriesService },
): void {
  api.post('/inquiry/write', async (request) => {
    const member = requireMember(request);
    // The form's own Korean message for the first problem (empty, too long, refused character).
    const body = parseBody(inquiryWriteRequestSchema, request.body, firstIssueMessage);
    return okReply(presentInquiry(await inquiries.write(member.id, body)));
  });

  api.post('/inquiry/list', async (request) => {
    const member = requireMember(request);
    const body = parseBody(inquiryListRequestSchema, request.body);
    const page = await inquiries.listOwn(member.id, body.page);
    return okReply({
      list: page.rows.map(presentInquiry),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    });
  });
}
