import { useSearchParams } from 'react-router';
import { type QueueFilter, type QueueStatus, readQueueFilter } from './queue-filter.ts';

/** A queue's filter kept in the address, so back/forward and a reload keep the tab and page. */
export function useQueueFilter(): [QueueFilter, (status: QueueStatus) => void, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const filter = readQueueFilter(params);
  const setStatus = (status: QueueStatus) => setParams({ status, page: '1' });
  const setPage = (page: number) => setParams({ status: filter.status, page: String(page) });
  return [filter, setStatus, setPage];
}
