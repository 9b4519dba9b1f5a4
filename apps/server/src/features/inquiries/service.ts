import { type InquiryCategory, inquiryPageSize } from '@hanpan/core/api/inquiries';
import type { Db } from '../../lib/db/database.ts';
import { createInquiriesRepository, type InquiryRecord } from './repository.ts';

/** A member's 1:1 inquiries: write one, list their own. */
export function createInquiriesService({ db }: { db: Db }) {
  const repo = createInquiriesRepository(db);
  return {
    /** Stores the member's inquiry; it waits for staff. */
    write(
      memberId: number,
      fields: { category: InquiryCategory; title: string; body: string },
    ): Promise<InquiryRecord> {
      return repo.insert(memberId, fields);
    },

    /** One page (from 1) of the member's own inquiries, newest first. */
    async listOwn(memberId: number, page: number) {
      const { rows, total } = await repo.listOwn(memberId, inquiryPageSize, (page - 1) * inquiryPageSize);
      return { rows, total, page, pageSize: inquiryPageSize };
    },
  };
}

/** The member's inquiries story. */
export type InquiriesService = ReturnType<typeof createInquiriesService>;
