import { type InquiryCategory, inquiryPageSize } from '@hanpan/core/api/inquiries';
import type { Db } from '../../lib/db/database.ts';
import { type InquiryRecord, insertInquiry, listOwnInquiries } from './repository.ts';

/** A member's 1:1 inquiries: write one, list their own; `onWaitingChanged` hears of each new one. */
export function createInquiriesService({ db, onWaitingChanged }: { db: Db; onWaitingChanged?: () => void }) {
  return {
    /** Stores the member's inquiry; it waits for staff. */
    async write(
      memberId: number,
      fields: { category: InquiryCategory; title: string; body: string },
    ): Promise<InquiryRecord> {
      const record = await insertInquiry(db, memberId, fields);
      onWaitingChanged?.();
      return record;
    },

    /** One page (from 1) of the member's own inquiries, newest first. */
    async listOwn(memberId: number, page: number) {
      const { rows, total } = await listOwnInquiries(
        db,
        memberId,
        inquiryPageSize,
        (page - 1) * inquiryPageSize,
      );
      return { rows, total, page, pageSize: inquiryPageSize };
    },
  };
}

/** The member's inquiries story. */
export type InquiriesService = ReturnType<typeof createInquiriesService>;
