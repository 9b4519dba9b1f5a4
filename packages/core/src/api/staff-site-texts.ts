import { z } from 'zod';
import { boardHtmlMaxLength } from '../html-allow-list.ts';
import { storableText } from './text.ts';

// The back office's rules pages and ticker lines (issue 14): POST /api/staff/rules/list and
// /api/staff/ticker/list ('boards.view'), /rules/save and /ticker/save ('boards.manage'). Rules
// texts are HTML sanitized like board posts; ticker lines are plain text. Every change is audited.

/** Korean messages of the rules and ticker calls. */
export const staffSiteTextsText = {
  badMessageType: '규정 종류(이용약관, 스포츠 베팅규정, 미니게임 규정)를 선택해 주세요.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: '제목은 100자 이하로 입력해 주세요.',
  textRequired: '내용을 입력해 주세요.',
  textTooLong: '내용이 너무 깁니다(100,000자 이하).',
  lineRequired: '문구를 입력해 주세요.',
  lineTooLong: '문구는 200자 이하로 입력해 주세요.',
  badCharacter: '입력할 수 없는 문자가 들어 있습니다.',
  badSortOrder: '순서는 0~999 사이의 숫자로 입력해 주세요.',
  badId: '번호가 올바르지 않습니다.',
  unknownRule: '규정을 찾을 수 없습니다.',
  unknownLine: '문구를 찾을 수 없습니다.',
  badTime: '게시 기간의 날짜와 시간이 올바르지 않습니다.',
  badWindow: '게시 종료 시간은 시작 시간보다 뒤여야 합니다.',
} as const;

/** Audit actions of the rules and ticker calls. */
export const staffSiteTextsAuditAction = {
  ruleCreate: 'rule.create',
  ruleUpdate: 'rule.update',
  tickerCreate: 'ticker.create',
  tickerUpdate: 'ticker.update',
} as const;

const idSchema = z
  .number({ error: staffSiteTextsText.badId })
  .int({ error: staffSiteTextsText.badId })
  .min(1, staffSiteTextsText.badId)
  .max(2_147_483_647, staffSiteTextsText.badId);

const windowTimeSchema = z.iso
  .datetime({ offset: true, error: staffSiteTextsText.badTime })
  .nullable()
  .default(null);

/** POST /api/staff/rules/save: a new rules page (id null) or a change to one. */
export const staffRuleSaveRequestSchema = z.object({
  id: idSchema.nullable().default(null),
  messageType: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: staffSiteTextsText.badMessageType,
  }),
  title: storableText(staffSiteTextsText.badCharacter, { typeMessage: staffSiteTextsText.titleRequired })
    .trim()
    .min(1, staffSiteTextsText.titleRequired)
    .max(100, staffSiteTextsText.titleTooLong),
  text: storableText(staffSiteTextsText.badCharacter, {
    kind: 'multiline',
    typeMessage: staffSiteTextsText.textRequired,
  })
    .max(boardHtmlMaxLength, staffSiteTextsText.textTooLong)
    .refine((text) => text.trim().length > 0, staffSiteTextsText.textRequired),
  sortOrder: z
    .number({ error: staffSiteTextsText.badSortOrder })
    .int({ error: staffSiteTextsText.badSortOrder })
    .min(0, staffSiteTextsText.badSortOrder)
    .max(999, staffSiteTextsText.badSortOrder)
    .default(0),
  isVisible: z.boolean().default(true),
});
/** Body of /rules/save. */
export type StaffRuleSaveRequest = z.input<typeof staffRuleSaveRequestSchema>;

/** A rules page as the back office sees it (`text` as stored, sanitized). */
export type StaffRuleItem = {
  id: number;
  messageType: number;
  title: string;
  text: string;
  sortOrder: number;
  isVisible: boolean;
  updatedAt: string;
};

/** POST /api/staff/ticker/save: a new ticker line (id null) or a change to one. */
export const staffTickerSaveRequestSchema = z
  .object({
    id: idSchema.nullable().default(null),
    text: storableText(staffSiteTextsText.badCharacter, { typeMessage: staffSiteTextsText.lineRequired })
      .trim()
      .min(1, staffSiteTextsText.lineRequired)
      .max(200, staffSiteTextsText.lineTooLong),
    isVisible: z.boolean().default(true),
    startsAt: windowTimeSchema,
    endsAt: windowTimeSchema,
  })
  .refine((line) => !line.startsAt || !line.endsAt || Date.parse(line.endsAt) > Date.parse(line.startsAt), {
    error: staffSiteTextsText.badWindow,
  });
/** Body of /ticker/save. */
export type StaffTickerSaveRequest = z.input<typeof staffTickerSaveRequestSchema>;

/** A ticker line as the back office sees it. */
export type StaffTickerItem = {
  id: number;
  text: string;
  isVisible: boolean;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
};
