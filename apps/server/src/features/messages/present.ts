import type { MessageItem } from '@hanpan/core/api/messages';
import type { MessageRecord } from './repository.ts';

/** A message as the member's inbox shows it. */
export function presentMessage(record: MessageRecord): MessageItem {
  return {
    id: record.id,
    title: record.title,
    body: record.body,
    isRead: record.readAt !== null,
    createdAt: record.createdAt.toISOString(),
  };
}
