import { messagePageSize } from '@hanpan/core/api/messages';
import type { Db } from '../../lib/db/database.ts';
import type { NotifyUserContextChanged } from '../auth/index.ts';
import {
  deleteMessagesForMember,
  listInbox,
  type MessageRecord,
  markMessagesRead,
  readInboxMessage,
} from './repository.ts';

/** What the inbox needs: the database, and who refreshes open pages after the unread count changed. */
export type MessagesDeps = { db: Db; notifyUserContextChanged: NotifyUserContextChanged };

/** The member's received messages: list, read, mark read, delete for themselves. */
export function createMessagesService({ db, notifyUserContextChanged }: MessagesDeps) {
  // The count on the member's other open pages drops too (the reply carries it for this page).
  const changed = (memberId: number, count: number) => {
    if (count > 0) void notifyUserContextChanged(memberId);
    return count;
  };
  return {
    /** One page (from 1) of the member's messages, newest first. */
    async listInbox(memberId: number, page: number) {
      const { rows, total } = await listInbox(db, memberId, messagePageSize, (page - 1) * messagePageSize);
      return { rows, total, page, pageSize: messagePageSize };
    },

    /** One of the member's messages, marked read; null for a missing id or another member's. */
    async readMessage(memberId: number, id: number): Promise<MessageRecord | null> {
      const message = await readInboxMessage(db, memberId, id);
      if (message) void notifyUserContextChanged(memberId);
      return message ?? null;
    },

    /** Marks the member's chosen messages read; returns how many were unread. */
    async markRead(memberId: number, ids: number[]): Promise<number> {
      return changed(memberId, await markMessagesRead(db, memberId, ids));
    },

    /** Deletes the member's chosen messages for them; returns how many were deleted. */
    async deleteMessages(memberId: number, ids: number[]): Promise<number> {
      return changed(memberId, await deleteMessagesForMember(db, memberId, ids));
    },
  };
}

/** The inbox's story. */
export type MessagesService = ReturnType<typeof createMessagesService>;
