import type { MessageReceivedMessage, UserQueueName } from '@hanpan/core/api/realtime';
import type { Db } from '../../lib/db/database.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import { countUnreadMessages } from './repository.ts';

/** Tells members' open pages that messages reached them; call after the delivery committed. */
export type NotifyMessagesReceived = (memberIds: number[]) => Promise<void>;

/**
 * Sends `/user/queue/message` with the fresh unread count to each member (one count query for the
 * whole batch, not one load per member). Failures are logged: the messages are already delivered
 * and the next reply's userContext carries the count anyway.
 */
export function createMessagesNotifier(deps: {
  db: Db;
  realtime: Pick<RealtimePublisher, 'sendToMember'>;
  /** Drops the shared userContext reads of these members (their unread counts changed). */
  userContextChanged: (memberIds: number[]) => void;
  onError: (error: unknown) => void;
}): NotifyMessagesReceived {
  return async (memberIds) => {
    deps.userContextChanged(memberIds);
    try {
      const counts = await countUnreadMessages(deps.db, memberIds);
      for (const memberId of memberIds) {
        const message: MessageReceivedMessage = {
          type: 'messageReceived',
          messageCount: counts.get(memberId) ?? 0,
        };
        deps.realtime.sendToMember(memberId, 'message' satisfies UserQueueName, message);
      }
    } catch (error) {
      deps.onError(error);
    }
  };
}
