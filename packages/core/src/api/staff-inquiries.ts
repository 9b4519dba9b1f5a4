import { z } from 'zod';
import type { InquiryCategory, InquiryStatus } from './inquiries.ts';
import { storableText } from './text.ts';

// The back office's 1:1 inquiry queue (issue 14): POST /api/staff/inquiries/list, /waiting
// (permission 'inquiries.answer'), /answer, /assign, /close. An answer also reaches the member as
// a message (and a push).

/** Most characters of an answer. */
export const inquiryAnswerMax = 5000;

/** Korean messages of the inquiry calls and screens. */
export const staffInquiriesText = {
  answerRequired: '답변을 입력해 주세요.',
  answerTooLong: `답변은 ${inquiryAnswerMax.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  badCharacter: '입력할 수 없는 문자가 들어 있습니다.',
  badInquiry: '문의 번호가 올바르지 않습니다.',
  unknownInquiry: '문의를 찾을 수 없습니다.',
  unknownStaff: '담당자를 찾을 수 없습니다.',
  closed: '종료된 문의입니다.',
  answerMessageTitle: '1:1 문의에 답변이 등록되었습니다.',
  answerUpdatedMessageTitle: '1:1 문의의 답변이 수정되었습니다.',
} as const;

/** Audit actions of the inquiry calls. */
export const staffInquiriesAuditAction = {
  answer: 'inquiry.answer',
  assign: 'inquiry.assign',
  close: 'inquiry.close',
} as const;

const inquiryIdSchema = z
  .number({ error: staffInquiriesText.badInquiry })
  .int({ error: staffInquiriesText.badInquiry })
  .min(1, staffInquiriesText.badInquiry)
  .max(2_147_483_647, staffInquiriesText.badInquiry);

/** POST /api/staff/inquiries/list: waiting first (oldest first), then the rest newest first. */
export const staffInquiryListRequestSchema = z.object({
  status: z.enum(['waiting', 'answered', 'closed']).nullable().default(null),
  page: z.number().int().min(1).max(100_000).default(1),
});
/** Body of /inquiries/list. */
export type StaffInquiryListRequest = z.input<typeof staffInquiryListRequestSchema>;

/** POST /api/staff/inquiries/answer: answers (or re-answers) an inquiry. */
export const staffInquiryAnswerRequestSchema = z.object({
  id: inquiryIdSchema,
  answer: storableText(staffInquiriesText.badCharacter, {
    kind: 'multiline',
    typeMessage: staffInquiriesText.answerRequired,
  })
    .trim()
    .min(1, staffInquiriesText.answerRequired)
    .max(inquiryAnswerMax, staffInquiriesText.answerTooLong),
});

/** POST /api/staff/inquiries/assign: gives the inquiry to a staff member (null: to nobody). */
export const staffInquiryAssignRequestSchema = z.object({
  id: inquiryIdSchema,
  staffId: z.number().int().min(1).max(2_147_483_647).nullable(),
});

/** POST /api/staff/inquiries/close: closes an inquiry (no answer needed). */
export const staffInquiryCloseRequestSchema = z.object({ id: inquiryIdSchema });

/** An inquiry as the back office sees it. */
export type StaffInquiryItem = {
  id: number;
  memberId: number;
  loginId: string;
  nick: string;
  category: InquiryCategory;
  title: string;
  body: string;
  status: InquiryStatus;
  answer: string | null;
  answeredAt: string | null;
  answeredByLoginId: string | null;
  assignedStaffId: number | null;
  assignedLoginId: string | null;
  createdAt: string;
};
