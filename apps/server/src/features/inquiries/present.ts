import type { InquiryCategory, InquiryItem } from '@hanpan/core/api/inquiries';
import type { StaffInquiryItem } from '@hanpan/core/api/staff-inquiries';
import type { InquiryRecord, StaffInquiryRecord } from './repository.ts';

/** An inquiry as its member sees it. */
export function presentInquiry(record: InquiryRecord): InquiryItem {
  return {
    id: record.id,
    // Stored only through the core schema's enum.
    category: record.category as InquiryCategory,
    title: record.title,
    body: record.body,
    status: record.status,
    answer: record.answer,
    answeredAt: record.answeredAt?.toISOString() ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

/** An inquiry as the back office's queue shows it. */
export function presentStaffInquiry(record: StaffInquiryRecord): StaffInquiryItem {
  return {
    ...presentInquiry(record),
    memberId: record.memberId,
    loginId: record.loginId,
    nick: record.nick,
    answeredByLoginId: record.answeredByLoginId,
    assignedStaffId: record.assignedStaffId,
    assignedLoginId: record.assignedLoginId,
  };
}
