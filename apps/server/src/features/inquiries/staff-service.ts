import { staffPageSize } from '@hanpan/core/api/staff-codes';
import { staffInquiriesAuditAction, staffInquiriesText } from '@hanpan/core/api/staff-inquiries';
import type { Db } from '../../lib/db/database.ts';
import type { InquiryStatus } from '../../lib/db/messages-tables.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import type { NotifyMessagesReceived } from '../messages/index.ts';
import { sendMessageInTransaction } from '../messages/index.ts';
import { recordStaffAction } from '../staff/index.ts';
import {
  answerInquiry,
  assignInquiry,
  closeInquiry,
  countWaitingInquiries,
  findInquiryForUpdate,
  isActiveStaff,
  listInquiriesForStaff,
} from './repository.ts';

/** A staff change done, or refused with a Korean message. */
export type InquiryOutcome = { kind: 'ok' } | { kind: 'refused'; message: string };

const refused = (message: string): InquiryOutcome => ({ kind: 'refused', message });

/**
 * What the queue needs: the database, who tells the member their answer arrived, and who hears
 * that the waiting count may have changed (called after the commit).
 */
export type StaffInquiriesDeps = {
  db: Db;
  notifyMessagesReceived: NotifyMessagesReceived;
  onWaitingChanged?: () => void;
};

/** The back office's inquiry queue: list, answer (also sent as a message), assign, close; all audited. */
export function createStaffInquiriesService({
  db,
  notifyMessagesReceived,
  onWaitingChanged,
}: StaffInquiriesDeps) {
  return {
    /** One page (from 1) of the queue, waiting first. */
    async list(status: InquiryStatus | null, page: number) {
      const { rows, total } = await listInquiriesForStaff(
        db,
        status,
        staffPageSize,
        (page - 1) * staffPageSize,
      );
      return { rows, total, page, pageSize: staffPageSize };
    },

    /** How many inquiries wait for an answer (the dashboard's badge). */
    countWaiting: () => countWaitingInquiries(db),

    /**
     * Answers an inquiry (a second answer replaces the first, and its message says the answer was
     * updated) and sends the answer to the member as a message in the same transaction; the
     * member's pages hear of it once it committed.
     */
    async answer(actor: StaffActor, id: number, answer: string): Promise<InquiryOutcome> {
      const outcome = await db.transaction().execute(async (trx) => {
        const before = await findInquiryForUpdate(trx, id);
        if (!before) return { outcome: refused(staffInquiriesText.unknownInquiry) };
        if (before.status === 'closed') return { outcome: refused(staffInquiriesText.closed) };
        await answerInquiry(trx, id, actor.staffId, answer);
        await sendMessageInTransaction(trx, before.memberId, {
          title:
            before.answer === null
              ? staffInquiriesText.answerMessageTitle
              : staffInquiriesText.answerUpdatedMessageTitle,
          body: `[${before.title}]\n\n${answer}`,
        });
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffInquiriesAuditAction.answer,
          targetType: 'inquiry',
          targetId: id,
          before: { status: before.status, answer: before.answer },
          after: { status: 'answered', answer },
          ip: actor.ip,
        });
        return { outcome: { kind: 'ok' } as InquiryOutcome, memberId: before.memberId };
      });
      if (outcome.memberId !== undefined) {
        onWaitingChanged?.();
        await notifyMessagesReceived([outcome.memberId]);
      }
      return outcome.outcome;
    },

    /** Gives the inquiry to an active staff member, or to nobody. */
    async assign(actor: StaffActor, id: number, staffId: number | null): Promise<InquiryOutcome> {
      return db.transaction().execute(async (trx) => {
        const before = await findInquiryForUpdate(trx, id);
        if (!before) return refused(staffInquiriesText.unknownInquiry);
        if (staffId !== null && !(await isActiveStaff(trx, staffId))) {
          return refused(staffInquiriesText.unknownStaff);
        }
        await assignInquiry(trx, id, staffId);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffInquiriesAuditAction.assign,
          targetType: 'inquiry',
          targetId: id,
          before: { assignedStaffId: before.assignedStaffId },
          after: { assignedStaffId: staffId },
          ip: actor.ip,
        });
        return { kind: 'ok' };
      });
    },

    /** Closes an inquiry (closing a closed one changes and records nothing). */
    async close(actor: StaffActor, id: number): Promise<InquiryOutcome> {
      const outcome = await db.transaction().execute(async (trx): Promise<InquiryOutcome> => {
        const before = await findInquiryForUpdate(trx, id);
        if (!before) return refused(staffInquiriesText.unknownInquiry);
        if (before.status === 'closed') return { kind: 'ok' };
        await closeInquiry(trx, id);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffInquiriesAuditAction.close,
          targetType: 'inquiry',
          targetId: id,
          before: { status: before.status },
          after: { status: 'closed' },
          ip: actor.ip,
        });
        return { kind: 'ok' };
      });
      if (outcome.kind === 'ok') onWaitingChanged?.();
      return outcome;
    },
  };
}

/** The back office's inquiry story. */
export type StaffInquiriesService = ReturnType<typeof createStaffInquiriesService>;
