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
export type BoardListRequest = z.input<typeof boardListRequestSchema>;

/** POST /api/board/view: one visible post. */
export const boardViewRequestSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export type BoardViewRequest = z.input<typeof boardViewRequestSchema>;

/** A post in a board list or view: the board item plus its date, image and link. */
export type BoardListItem = BoardItem & { createdAt: string; imageUrl: string | null; link: string | null };

/** data of a /board/list reply. */
export type BoardListData = { list: BoardListItem[]; total: number; page: number };
