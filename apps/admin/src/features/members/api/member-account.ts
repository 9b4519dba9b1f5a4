import type {
  StaffBankChangePage,
  StaffBankChangeReviewed,
  StaffMemberLogin,
  StaffMemberSession,
} from '@hanpan/core/api/account-bank-change';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';

/** Query keys of a member's account views. */
export const memberAccountKeys = {
  bankChanges: (memberId?: number) => ['members', 'bankChanges', memberId ?? 'all'] as const,
  logins: (memberId: number) => ['members', 'logins', memberId] as const,
  sessions: (memberId: number) => ['members', 'sessions', memberId] as const,
};

/** POST /api/staff/members/bankChanges: one member's requests (or all pending ones), pending first. */
export function useBankChanges(filter: { memberId?: number; status?: 'all' | 'pending' }) {
  return useQuery({
    queryKey: [...memberAccountKeys.bankChanges(filter.memberId), filter.status ?? 'all'],
    queryFn: () => staffCall<StaffBankChangePage>('members/bankChanges', filter),
  });
}

/** POST /api/staff/members/bankChanges/review: approve, or reject with a reason (audited). */
export function useReviewBankChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; approve: boolean; reason: string }) =>
      staffCall<StaffBankChangeReviewed>('members/bankChanges/review', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['members'] }),
  });
}

/** POST /api/staff/members/logins: the member's last 50 sign-in attempts (audited). */
export function useMemberLogins(memberId: number) {
  return useQuery({
    queryKey: memberAccountKeys.logins(memberId),
    queryFn: () => staffCall<{ items: StaffMemberLogin[] }>('members/logins', { memberId }),
  });
}

/** POST /api/staff/members/sessions: the member's live sessions (audited). */
export function useMemberLiveSessions(memberId: number) {
  return useQuery({
    queryKey: memberAccountKeys.sessions(memberId),
    queryFn: () => staffCall<{ items: StaffMemberSession[] }>('members/sessions', { memberId }),
  });
}

/** POST /api/staff/members/sessions/end: one session or all (audited). */
export function useEndMemberSessions(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | { all: true }) =>
      staffCall<{ ended: number }>('members/sessions/end', { memberId, ...target }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberAccountKeys.sessions(memberId) }),
  });
}
