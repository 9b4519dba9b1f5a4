import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../../../lib/staff-client.ts';
import { inquiriesQueryKey } from './list-inquiries.ts';

/** POST /api/staff/inquiries/answer: answers; the member also gets it as a message. */
export function answerInquiry({ id, answer }: { id: number; answer: string }): Promise<null> {
  return staffCall<null>('inquiries/answer', { id, answer });
}

/** POST /api/staff/inquiries/assign: gives the inquiry to a staff member (null: nobody). */
export function assignInquiry({ id, staffId }: { id: number; staffId: number | null }): Promise<null> {
  return staffCall<null>('inquiries/assign', { id, staffId });
}

/** POST /api/staff/inquiries/close. */
export function closeInquiry(id: number): Promise<null> {
  return staffCall<null>('inquiries/close', { id });
}

/** Mutations of the queue; the queue and the waiting count reload after each. */
export function useInquiryChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: inquiriesQueryKey });
  return {
    answer: useMutation({ mutationFn: answerInquiry, onSettled }),
    assign: useMutation({ mutationFn: assignInquiry, onSettled }),
    close: useMutation({ mutationFn: closeInquiry, onSettled }),
  };
}
