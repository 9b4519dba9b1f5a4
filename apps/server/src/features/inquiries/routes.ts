import { inquiryListRequestSchema, inquiryWriteRequestSchema } from '@hanpan/core/api/inquiries';
import { isUnstorableTextIssue } from '@hanpan/core/api/text';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/http/app-error.ts';
import { okReply } from '../../lib/http/envelope.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import { requireMember } from '../auth/index.ts';
import { presentInquiry } from './present.ts';
import type { InquiriesService } from './service.ts';

// The form's own Korean message for the first problem (empty, too long, refused character).
function parseInquiry(body: unknown): z.infer<typeof inquiryWriteRequestSchema> {
  const result = inquiryWriteRequestSchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues.find(isUnstorableTextIssue) ?? result.error.issues[0];
  throw new AppError('invalidInput', issue?.message);
}

/** /api/inquiry/*: the member writes 1:1 inquiries and reads their own (never another member's). */
export function registerInquiryRoutes(
  api: FastifyInstance,
  { inquiries }: { inquiries: InquiriesService },
): void {
  api.post('/inquiry/write', async (request) => {
    const member = requireMember(request);
    const body = parseInquiry(request.body);
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
