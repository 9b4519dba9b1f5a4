import { z } from 'zod';

// The back office's live counts (issue 14): GET /api/staff/events is a Server-Sent Events stream
// of `counts` events, the first on connect and then one whenever a count changes. POST
// /api/staff/counts answers the same figures once (the pages poll it while the stream is down).
// Each staff member gets only the counts their role may see: waiting inquiries with
// 'inquiries.answer', pending charges and exchanges with 'payments.view'.

/** The SSE event name of a counts message. */
export const staffCountsEventName = 'counts';

const count = z.number().int().nonnegative();

/** The data of a counts event (and of /api/staff/counts): only the counts the role may see. */
export const staffCountsSchema = z.object({
  waitingInquiries: count.optional(),
  pendingCharges: count.optional(),
  pendingExchanges: count.optional(),
});

/** The counts a staff member sees. */
export type StaffCounts = z.infer<typeof staffCountsSchema>;

/** Korean messages of the event stream. */
export const staffEventsText = {
  tooManyStreams: '열린 실시간 연결이 너무 많습니다. 다른 창을 닫고 다시 시도해 주세요.',
} as const;
