import { Tabs } from '../../../components/tabs.tsx';
import { type QueueStatus, queueTabs } from '../queue-filter.ts';

type QueueToolbarProps = {
  status: QueueStatus;
  onStatus: (status: QueueStatus) => void;
  isFetching: boolean;
  onRefresh: () => void;
};

/** Status tabs, the auto-refresh note and a refresh button above a queue. */
export function QueueToolbar({ status, onStatus, isFetching, onRefresh }: QueueToolbarProps) {
  return (
    <div className="toolbar">
      <Tabs label="처리 상태" choices={queueTabs} value={status} onChange={onStatus} />
      <div className="toolbar__end">
        <span className="muted small">{isFetching ? '새로고침 중…' : '10초마다 자동 새로고침'}</span>
        <button type="button" className="btn btn--sm" onClick={onRefresh} disabled={isFetching}>
          새로고침
        </button>
      </div>
    </div>
  );
}
