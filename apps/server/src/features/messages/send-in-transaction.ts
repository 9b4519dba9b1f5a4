import type { Trx } from '../../lib/db/transaction.ts';
import { insertMessage } from './repository.ts';

/**
 * Puts a message in a member's inbox inside the caller's transaction, so it commits with the change
 * it tells of; the caller notifies the member (NotifyMessagesReceived) once that committed.
 */
export async function sendMessageInTransaction(
  trx: Trx,
  memberId: number,
  message: { title: string; body: string },
): Promise<number> {
  return insertMessage(trx, memberId, message.title, message.body);
}
