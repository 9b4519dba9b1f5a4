import { z } from 'zod';

// The member's received messages (쪽지, spec sections 2 and 3): calls the spec leaves "not shown".
// Every path holds "message", so their replies never raise the unread alert (spec section 4).

/** Messages per page of POST /api/message/list. */
export const messagePageSize = 20;

/** Most messages one read/delete call takes (a page's select-all). */
const messageBatchMax = messagePageSize;

const messageIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/** POST /api/message/list: one page (from 1) of the member's messages, newest first. */
export const messageListRequestSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** POST /api/message/view: one of the member's messages; reading it marks it read. */
export const messageViewRequestSchema = z.object({ id: messageIdSchema });

/** POST /api/message/read and /api/message/delete: the chosen messages (select-all sends the page's). */
export const messageIdsRequestSchema = z.object({
  ids: z.array(messageIdSchema).min(1).max(messageBatchMax),
});

/** A received message. */
export type MessageItem = {
  id: number;
  title: string;
  body: string;
  isRead: boolean;
  /** ISO time; shown in KST. */
  createdAt: string;
};

/** data of a /message/list reply. */
export type MessageListData = { list: MessageItem[]; total: number; page: number; pageSize: number };

/** data of /message/read and /message/delete: how many of the chosen messages changed. */
export type MessageIdsData = { changed: number };
