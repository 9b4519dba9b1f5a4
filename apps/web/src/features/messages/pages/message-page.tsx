import { messagePageSize } from '@hanpan/core/api/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { LoginRequired } from '../../auth/index.ts';
import { useMessages } from '../api/get-messages.ts';
import { messageQueryKeys } from '../api/message-query-keys.ts';
import { MessageInbox } from '../components/message-inbox.tsx';
import '../messages.css';
import { Pager } from '../../../components/pager.tsx';

function Inbox() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useMessages(page);
  const messageCount = useUserStore((state) => state.messageCount);
  const queryClient = useQueryClient();
  // A pushed message changes the unread count: show it without a reload.
  useEffect(() => {
    void messageCount;
    void queryClient.invalidateQueries({ queryKey: messageQueryKeys.all });
  }, [messageCount, queryClient]);
  const pageCount = data ? Math.ceil(data.total / messagePageSize) : 0;

  return (
    <>
      <p className="message-page__summary">
        읽지 않은 쪽지 <strong>{messageCount.toLocaleString('ko-KR')}</strong>개
      </p>
      {isPending && <SkeletonLines count={6} label="쪽지를 불러오는 중" />}
      {isError && <ErrorState message="쪽지를 불러오지 못했습니다." onRetry={() => void refetch()} />}
      {data && data.list.length === 0 && <EmptyState>받은 쪽지가 없습니다.</EmptyState>}
      {data && data.list.length > 0 && <MessageInbox key={page} items={data.list} />}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </>
  );
}

/** /board/message (members only): received messages (쪽지), unread marked, read and delete. */
export function MessagePage() {
  return (
    <PageFrame title="쪽지함">
      <LoginRequired>
        <Inbox />
      </LoginRequired>
    </PageFrame>
  );
}
