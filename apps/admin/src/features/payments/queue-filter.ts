import type { TabChoice } from '../../components/tabs.tsx';

/** The queues refresh this often. */
export const queuePollMs = 10_000;

/** The status tabs of the queues. */
export type QueueStatus = 'pending' | 'approved' | 'rejected' | 'all';

/** A queue's filter: status and page. */
export type QueueFilter = { status: QueueStatus; page: number };

/** The tabs, pending first (the default). */
export const queueTabs: readonly TabChoice<QueueStatus>[] = [
  { value: 'pending', label: '대기' },
  { value: 'approved', label: '승인' },
  { value: 'rejected', label: '거절' },
  { value: 'all', label: '전체' },
];

/** Korean status labels as staff see them. */
export const staffStatusText: Record<string, string> = {
  pending: '대기',
  approved: '승인',
  rejected: '거절',
  cancelled: '회원 취소',
};

/** Reads the filter from the address (?status=&page=), falling back to pending, page 1. */
export function readQueueFilter(params: URLSearchParams): QueueFilter {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: queueTabs.some((tab) => tab.value === status) ? (status as QueueStatus) : 'pending',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}
