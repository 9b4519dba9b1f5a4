import { z } from 'zod';
import type { BoardItem } from './site.ts';

// Board calls the spec leaves "not shown" (section 7); the member site's board pages use them.

/** Posts per page of POST /api/board/list. */
export const boardPageSize = 20;

/** POST /api/board/list: one page (from 1) of notices (0), events (1) or header events (11). */
export const boardListRequestSchema = z.object({
  boardType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(11)])),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/**
 * The posts a board lists: notices (0) list notices; both event lists, the left menu's (1) and the
 * header's (11), list every event. Spec section 2 names 11 "a separate event list in the header" but
 * gives it no content of its own, and staff publish events once: so every event link (header, home
 * hero, banner) lands on events whichever of the two it names.
 */
export function listedBoardTypes(boardType: 0 | 1 | 11): readonly number[] {
  return boardType === 0 ? [0] : [1, 11];
}

/** POST /api/board/view: one visible post. */
export const boardViewRequestSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A post in a board list or view: the board item plus its date, image and link. */
export type BoardListItem = BoardItem & {
  createdAt: string;
  imageUrl: string | null;
  link: string | null;
  /** Listed before the others. */
  isPinned: boolean;
};

/** data of a /board/list reply. */
export type BoardListData = { list: BoardListItem[]; total: number; page: number };

/** Kinds of rules pages (POST /api/board/getRules messageType): general terms, sports betting, mini-games. */
export const ruleMessageTypes = [1, 2, 3] as const;

/** A kind of rules page. */
export type RuleMessageType = (typeof ruleMessageTypes)[number];

/** Korean names of the kinds of rules pages. */
export const ruleMessageTypeText: Record<RuleMessageType, string> = {
  1: '이용약관',
  2: '스포츠 베팅규정',
  3: '미니게임 규정',
};

/** POST /api/board/getRules: the rules pages of one kind (spec section 7: messageType -> data.list). */
export const rulesRequestSchema = z.object({
  messageType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
});

/** A rules page; `text` is sanitized HTML. */
export type RulePage = { id: number; messageType: number; title: string; text: string };

/** data of a /board/getRules reply. */
export type RulesData = { list: RulePage[] };
