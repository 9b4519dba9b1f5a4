import { z } from 'zod';
import { storableText } from './text.ts';

// The back office's messages to members (issue 14): POST /api/staff/messages/send, /jobs, /job
// and the templates /templates, /templates/save, /templates/delete (permission 'messages.send').
// A send returns at once; the server delivers it in background batches and the job shows progress.

/** Length limits of a message staff write. */
export const staffMessageLimits = { titleMax: 100, bodyMax: 5000 } as const;

/** Most members one send to chosen members may name. */
export const staffMessageMembersMax = 500;

/** Korean messages of the message calls and screens. */
export const staffMessagesText = {
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: `제목은 ${staffMessageLimits.titleMax}자 이하로 입력해 주세요.`,
  bodyRequired: '내용을 입력해 주세요.',
  bodyTooLong: `내용은 ${staffMessageLimits.bodyMax.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`,
  badCharacter: '입력할 수 없는 문자가 들어 있습니다.',
  badTarget: '받는 대상을 선택해 주세요.',
  unknownMember: '회원을 찾을 수 없습니다.',
  membersRequired: '받을 회원 아이디를 입력해 주세요.',
  tooManyMembers: `선택한 회원에게는 한 번에 ${staffMessageMembersMax}명까지 보낼 수 있습니다.`,
  /** The first few login ids that match no member (all of them are refused, nothing is sent). */
  unknownMembers: (loginIds: readonly string[]) =>
    `없는 회원 아이디: ${loginIds.slice(0, 5).join(', ')}${loginIds.length > 5 ? ` 외 ${loginIds.length - 5}개` : ''}`,
  unknownPartner: '파트너를 찾을 수 없습니다.',
  noRecipients: '받을 회원이 없습니다.',
  unknownTemplate: '템플릿을 찾을 수 없습니다.',
  unknownJob: '발송 내역을 찾을 수 없습니다.',
  sending: '발송을 시작했습니다.',
} as const;

/** Audit actions of the message calls. */
export const staffMessagesAuditAction = {
  send: 'message.send',
  saveTemplate: 'template.save',
  deleteTemplate: 'template.delete',
} as const;

/** Korean names of the send targets. */
export const messageTargetText = {
  member: '회원 1명',
  members: '선택한 회원',
  grade: '회원 등급',
  partner: '파트너 소속 회원',
  all: '전체 회원',
} as const;

/** Who a send reaches. */
export type MessageTargetKind = keyof typeof messageTargetText;

const idSchema = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, message).max(2_147_483_647, message);

const loginIdSchema = storableText(staffMessagesText.unknownMember, {
  typeMessage: staffMessagesText.unknownMember,
})
  .trim()
  .min(1, staffMessagesText.unknownMember)
  .max(50, staffMessagesText.unknownMember);

// Chosen members' login ids: login ids are lower case, repeats count once, 1 to 500 of them (a
// pasted list far longer than that is refused before it is even read through).
const loginIdListSchema = z
  .array(loginIdSchema.toLowerCase(), { error: staffMessagesText.membersRequired })
  .max(staffMessageMembersMax * 10, staffMessagesText.tooManyMembers)
  .transform((loginIds) => [...new Set(loginIds)])
  .refine((loginIds) => loginIds.length >= 1, { error: staffMessagesText.membersRequired })
  .refine((loginIds) => loginIds.length <= staffMessageMembersMax, {
    error: staffMessagesText.tooManyMembers,
  });

/**
 * Who a send reaches: one member by login id, chosen members by login id, a point grade, a
 * partner's members, or everyone.
 */
export const messageTargetSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('member'), loginId: loginIdSchema }),
    z.object({ kind: z.literal('members'), loginIds: loginIdListSchema }),
    z.object({
      kind: z.literal('grade'),
      grade: z.number({ error: staffMessagesText.badTarget }).int().min(0).max(100),
    }),
    z.object({ kind: z.literal('partner'), partnerId: idSchema(staffMessagesText.unknownPartner) }),
    z.object({ kind: z.literal('all') }),
  ],
  { error: staffMessagesText.badTarget },
);
/** A send's target. */
export type MessageTarget = z.infer<typeof messageTargetSchema>;

const titleSchema = storableText(staffMessagesText.badCharacter, {
  typeMessage: staffMessagesText.titleRequired,
})
  .trim()
  .min(1, staffMessagesText.titleRequired)
  .max(staffMessageLimits.titleMax, staffMessagesText.titleTooLong);
const bodySchema = storableText(staffMessagesText.badCharacter, {
  kind: 'multiline',
  typeMessage: staffMessagesText.bodyRequired,
})
  .trim()
  .min(1, staffMessagesText.bodyRequired)
  .max(staffMessageLimits.bodyMax, staffMessagesText.bodyTooLong);

/** POST /api/staff/messages/send: a plain-text message to the target, delivered in the background. */
export const staffMessageSendRequestSchema = z.object({
  target: messageTargetSchema,
  title: titleSchema,
  body: bodySchema,
});
/** Body of /messages/send. */
export type StaffMessageSendRequest = z.input<typeof staffMessageSendRequestSchema>;

/** POST /api/staff/messages/jobs: one page of sends, newest first. */
export const staffMessageJobsRequestSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
});

/** A send as the back office sees it: its progress, and how many recipients have read it. */
export type StaffMessageJob = {
  id: number;
  target: MessageTargetKind;
  /**
   * The member's login id, the first chosen members' login ids, the grade, or the partner's name;
   * null for everyone.
   */
  targetLabel: string | null;
  title: string;
  body: string;
  total: number;
  sent: number;
  readCount: number;
  isDone: boolean;
  staffLoginId: string | null;
  createdAt: string;
};

/** What a template is for. */
export const templateKinds = ['message', 'inquiry'] as const;
/** A template's use: a message to members, or an inquiry answer. */
export type TemplateKind = (typeof templateKinds)[number];

/** POST /api/staff/messages/templates: the templates of one kind. */
export const staffTemplateListRequestSchema = z.object({ kind: z.enum(templateKinds) });

/** POST /api/staff/messages/templates/save: a new template (id null) or a change to one. */
export const staffTemplateSaveRequestSchema = z.object({
  id: idSchema(staffMessagesText.unknownTemplate).nullable().default(null),
  kind: z.enum(templateKinds),
  title: titleSchema,
  body: bodySchema,
});
/** Body of /messages/templates/save. */
export type StaffTemplateSaveRequest = z.input<typeof staffTemplateSaveRequestSchema>;

/** POST /api/staff/messages/templates/delete. */
export const staffTemplateDeleteRequestSchema = z.object({ id: idSchema(staffMessagesText.unknownTemplate) });

/** A template. */
export type StaffTemplate = {
  id: number;
  kind: TemplateKind;
  title: string;
  body: string;
  updatedAt: string;
};
