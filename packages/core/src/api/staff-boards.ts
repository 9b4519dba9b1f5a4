import { z } from 'zod';
import { boardHtmlMaxLength } from '../html-allow-list.ts';
import { storableText } from './text.ts';

// The back office's notices and events (issue 10): POST /api/staff/boards/list (permission
// 'boards.view'), /boards/save and /boards/hide ('boards.manage'). Texts are HTML, sanitized by
// the server with the board allow-list before they are stored; every change is audited.

/** Korean messages of the board calls and screen. */
export const staffBoardsText = {
  badBoardType: '게시판 종류(공지사항 또는 이벤트)를 선택해 주세요.',
  titleRequired: '제목을 입력해 주세요.',
  titleTooLong: '제목은 200자 이하로 입력해 주세요.',
  textTooLong: '본문이 너무 깁니다(100,000자 이하).',
  badCharacter: '입력할 수 없는 문자가 들어 있습니다.',
  badPost: '게시글 번호가 올바르지 않습니다.',
  unknownPost: '게시글을 찾을 수 없습니다.',
  saved: '게시글을 저장했습니다.',
  hidden: '게시글을 숨겼습니다.',
  badTime: '게시 기간의 날짜와 시간이 올바르지 않습니다.',
  badWindow: '게시 종료 시간은 시작 시간보다 뒤여야 합니다.',
  badPopupWidth: '팝업 너비는 280~1000px 사이로 입력해 주세요.',
  badImageUrl:
    '이벤트 이미지는 이 사이트에 올린 이미지(/uploads/boards/…) 또는 /images/… 경로만 쓸 수 있습니다.',
  badLink: '링크는 /로 시작하는 사이트 안 주소나 https:// 주소만 쓸 수 있습니다.',
} as const;

/** Audit actions of the board calls. */
export const staffBoardsAuditAction = {
  create: 'board.create',
  update: 'board.update',
  hide: 'board.hide',
  upload: 'board.image.upload',
} as const;

/** Boards staff write here: notices (0) and events (1). */
export const staffBoardTypes = [0, 1] as const;

/** Korean names of the boards. */
export const staffBoardTypeText: Record<StaffBoardType, string> = { 0: '공지사항', 1: '이벤트' };

/** A board staff write. */
export type StaffBoardType = (typeof staffBoardTypes)[number];

const boardTypeSchema = z.union([z.literal(0), z.literal(1)], { error: staffBoardsText.badBoardType });
const postIdSchema = z
  .number({ error: staffBoardsText.badPost })
  .int({ error: staffBoardsText.badPost })
  .min(1, staffBoardsText.badPost)
  .max(2_147_483_647, staffBoardsText.badPost);

const linkMaxLength = 500;

/** Stored board image names: random, so one can neither guess another nor overwrite it. */
export const boardImageNamePattern = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** Where the server serves a stored board image. */
export const boardImageUrlPrefix = '/uploads/boards/';

// The site's own pictures: path segments of safe characters, none starting with a dot (no '..').
const siteImagePattern = /^\/images\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(?:png|jpe?g|gif|webp|svg)$/;

/** Whether `url` is an image this site serves: one staff uploaded, or one of the site's own /images/. */
export function isBoardEventImageUrl(url: string): boolean {
  if (url.length > linkMaxLength) return false;
  if (url.startsWith(boardImageUrlPrefix)) {
    return boardImageNamePattern.test(url.slice(boardImageUrlPrefix.length));
  }
  return siteImagePattern.test(url);
}

// No spaces, control characters or backslashes: browsers read '/\host' as another site.
const isPlainUrlText = (text: string) =>
  [...text].every((char) => char > ' ' && char !== '\\' && char !== '\u007f');

/** Whether `link` is a site-relative path ('/…', not '//…') or an https URL. */
export function isBoardEventLink(link: string): boolean {
  if (link.length > linkMaxLength || !isPlainUrlText(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https:\/\//i.test(link)) return false;
  try {
    return new URL(link).hostname !== '';
  } catch {
    return false;
  }
}

// An optional event field: blank is none (null); anything else must pass `isAllowed`.
const optionalUrlSchema = (isAllowed: (value: string) => boolean, message: string) =>
  z
    .string({ error: message })
    .trim()
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isAllowed(value), { error: message });

// A window edge: an ISO 8601 time with its offset (the editor sends KST as +09:00), or null for open.
const windowTimeSchema = z.iso
  .datetime({ offset: true, error: staffBoardsText.badTime })
  .nullable()
  .default(null);

/** POST /api/staff/boards/list: one page of a board (or both), hidden posts included. */
export const staffBoardListRequestSchema = z.object({
  boardType: boardTypeSchema.nullable().default(null),
  page: z.number().int().min(1).max(100_000).default(1),
});

/** POST /api/staff/boards/save: a new post (id null) or a change to one. */
export const staffBoardSaveRequestSchema = z
  .object({
    id: postIdSchema.nullable().default(null),
    boardType: boardTypeSchema,
    title: storableText(staffBoardsText.badCharacter, { typeMessage: staffBoardsText.titleRequired })
      .trim()
      .min(1, staffBoardsText.titleRequired)
      .max(200, staffBoardsText.titleTooLong),
    // HTML typed in a text area: tabs and line breaks belong to it.
    text: storableText(staffBoardsText.badCharacter, {
      kind: 'multiline',
      typeMessage: staffBoardsText.textTooLong,
    }).max(boardHtmlMaxLength, staffBoardsText.textTooLong),
    isVisible: z.boolean().default(true),
    isPopup: z.boolean().default(false),
    isPinned: z.boolean().default(false),
    startsAt: windowTimeSchema,
    endsAt: windowTimeSchema,
    popupWidth: z
      .number({ error: staffBoardsText.badPopupWidth })
      .int({ error: staffBoardsText.badPopupWidth })
      .min(280, staffBoardsText.badPopupWidth)
      .max(1000, staffBoardsText.badPopupWidth)
      .nullable()
      .default(null),
    /** The event banner: shown as an image-event popup (when a popup) and in the event list. */
    imageUrl: optionalUrlSchema(isBoardEventImageUrl, staffBoardsText.badImageUrl),
    /** Where the banner leads. */
    link: optionalUrlSchema(isBoardEventLink, staffBoardsText.badLink),
  })
  .refine((post) => !post.startsAt || !post.endsAt || Date.parse(post.endsAt) > Date.parse(post.startsAt), {
    error: staffBoardsText.badWindow,
  });
/** Body of /boards/save. */
export type StaffBoardSaveRequest = z.input<typeof staffBoardSaveRequestSchema>;

/** POST /api/staff/boards/hide: hides a post from members (kept, and shown again by saving it visible). */
export const staffBoardHideRequestSchema = z.object({ id: postIdSchema });

/** A post as the back office sees it; `text` is the sanitized HTML as stored. */
export type StaffBoardItem = {
  id: number;
  boardType: number;
  title: string;
  text: string;
  isVisible: boolean;
  isPopup: boolean;
  isPinned: boolean;
  /** ISO time the post starts showing (null: at once). */
  startsAt: string | null;
  /** ISO time the post stops showing (null: never). */
  endsAt: string | null;
  popupWidth: number | null;
  /** The event banner's URL (null: none). */
  imageUrl: string | null;
  /** Where the banner leads (null: nowhere). */
  link: string | null;
  createdAt: string;
};

/** Largest board image staff may upload (bytes). */
export const boardImageMaxBytes = 2 * 1024 * 1024;

/** Korean messages of POST /api/staff/boards/upload. */
export const staffBoardImageText = {
  empty: '이미지 파일을 선택해 주세요.',
  tooLarge: '이미지는 2MB 이하만 올릴 수 있습니다.',
  badType: 'PNG, JPEG, GIF, WebP 이미지만 올릴 수 있습니다.',
} as const;

/** data of an upload reply: the image's public URL, to put in an <img src>. */
export type StaffBoardImageData = { url: string };
