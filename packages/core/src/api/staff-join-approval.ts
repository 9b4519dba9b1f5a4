import { z } from 'zod';
import { reasonSchema } from './staff.ts';

// 가입승인 (issue 23): with the site setting on, a new member waits in the back office's queue
// until staff approve (they can log in) or reject (they cannot).

/** The join settings staff edit (data of /api/staff/settings/join, body of /save). */
export const joinSettingsSchema = z.object({
  /** New members wait for staff approval before they can log in. */
  requireJoinApproval: z.boolean(),
});
/** The join settings. */
export type JoinSettings = z.infer<typeof joinSettingsSchema>;

/** POST /api/staff/members/pending: one page of the 가입 승인 대기 queue, oldest first. */
export const staffPendingMembersRequestSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
});

/** A member waiting for approval, as the queue shows them. */
export type StaffPendingMember = {
  id: number;
  loginId: string;
  nick: string;
  phone: string;
  bankName: string;
  bankHolder: string;
  partnerName: string;
  joinIp: string | null;
  createdAt: string;
};

/** POST /api/staff/members/approve. */
export const staffApproveMemberRequestSchema = z.object({ memberId: z.number().int().positive() });
/** POST /api/staff/members/reject: the reason is audited and kept on the member. */
export const staffRejectMemberRequestSchema = z.object({
  memberId: z.number().int().positive(),
  reason: reasonSchema,
});

/** data of an approve / reject. */
export type StaffMemberReview = { memberId: number; status: 'active' | 'rejected' };

/** Audit actions of the approval flow. */
export const joinApprovalAuditAction = {
  approve: 'member.approve',
  reject: 'member.reject',
  settings: 'settings.join',
} as const;

/** Korean refusals of the approval calls. */
export const joinApprovalText = {
  notPending: '가입 승인 대기 중인 회원이 아닙니다.',
  memberNotFound: '회원을 찾을 수 없습니다.',
  notReviewed: '가입 승인 대기 중이거나 가입이 거절된 회원입니다. 가입 승인 메뉴에서 처리해 주세요.',
} as const;
