import { z } from 'zod';
import { storableText } from './text.ts';

// The member's 1:1 inquiries (1:1 문의, spec section 2): calls the spec leaves "not shown".

/** Inquiries per page of POST /api/inquiry/list. */
export const inquiryPageSize = 20;

/** What an inquiry is about, with its Korean name. */
export const inquiryCategoryText = {
  deposit: '충전',
  withdrawal: '환전',
  betting: '베팅',
  account: '계정',
  other: '기타',
} as const;

/** An inquiry's category. */
export type InquiryCategory = keyof typeof inquiryCategoryText;

/** The categories in the order the form lists them. */
export const inquiryCategories = Object.keys(inquiryCategoryText) as InquiryCategory[];

/** Where an inquiry stands, with the Korean status the member sees. */
export const inquiryStatusText = { waiting: '대기', answered: '답변완료', closed: '종료' } as const;

/** An inquiry's status. */
export type InquiryStatus = keyof typeof inquiryStatusText;

/** Length limits of an inquiry. */
export const inquiryLimits = { titleMax: 100, bodyMax: 2000 } as const;

/** Korean messages of the inquiry form. */
export const inquiryText = {
  categoryRequired: '문의 분류를 선택해 주세요.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: `제목은 ${inquiryLimits.titleMax}자 이하로 입력해 주세요.`,
  bodyRequired: '문의 내용을 입력해 주세요.',
  bodyTooLong: `문의 내용은 ${inquiryLimits.bodyMax.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  badCharacter: '입력할 수 없는 문자가 들어 있습니다.',
  written: '문의가 등록되었습니다.',
} as const;

/** POST /api/inquiry/write: a new inquiry (plain text). */
export const inquiryWriteRequestSchema = z.object({
  category: z.enum(inquiryCategories as [InquiryCategory, ...InquiryCategory[]], {
    error: inquiryText.categoryRequired,
  }),
  title: storableText(inquiryText.badCharacter, { typeMessage: inquiryText.titleRequired })
    .trim()
    .min(1, inquiryText.titleRequired)
    .max(inquiryLimits.titleMax, inquiryText.titleTooLong),
  body: storableText(inquiryText.badCharacter, { kind: 'multiline', typeMessage: inquiryText.bodyRequired })
    .trim()
    .min(1, inquiryText.bodyRequired)
    .max(inquiryLimits.bodyMax, inquiryText.bodyTooLong),
});
export type InquiryWriteRequest = z.input<typeof inquiryWriteRequestSchema>;

/** POST /api/inquiry/list: one page (from 1) of the member's own inquiries, newest first. */
export const inquiryListRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** An inquiry as its member sees it. */
export type InquiryItem = {
  id: number;
  category: InquiryCategory;
  title: string;
  body: string;
  status: InquiryStatus;
  answer: string | null;
  /** ISO times; shown in KST. */
  answeredAt: string | null;
  createdAt: string;
};

/** data of an /inquiry/list reply. */
export type InquiryListData = { list: InquiryItem[]; total: number; page: number; pageSize: number };
