import { inquiryPageSize } from '@hanpan/core/api/inquiries';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { LoginRequired } from '../../auth/index.ts';
import { inquiryQueryKeys, useInquiries } from '../api/get-inquiries.ts';
import { InquiryForm } from '../components/inquiry-form.tsx';
import { InquiryList } from '../components/inquiry-list.tsx';
import '../inquiries.css';

function Inquiries() {
  const [page, setPage] = useState(1);
  const [isWriting, setIsWriting] = useState(false);
  const { data, isPending, isError, refetch } = useInquiries(page);
  const messageCount = useUserStore((state) => state.messageCount);
  const queryClient = useQueryClient();
  // An answer arrives as a message: the list shows it without a reload.
  useEffect(() => {
    void messageCount;
    void queryClient.invalidateQueries({ queryKey: inquiryQueryKeys.all });
  }, [messageCount, queryClient]);
  const pageCount = data ? Math.ceil(data.total / inquiryPageSize) : 0;

  return (
    <>
      <div className="inquiry-page__actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={() => setIsWriting(!isWriting)}>
          {isWriting ? '작성 취소' : '문의하기'}
        </button>
      </div>
      {isWriting && (
        <InquiryForm
          onWritten={() => {
            setIsWriting(false);
            setPage(1);
          }}
        />
      )}
      {isPending && <SkeletonLines count={6} label="문의 내역을 불러오는 중" />}
      {isError && <ErrorState message="문의 내역을 불러오지 못했습니다." onRetry={() => void refetch()} />}
      {data && data.list.length === 0 && <EmptyState>문의 내역이 없습니다.</EmptyState>}
      {data && data.list.length > 0 && <InquiryList key={page} items={data.list} />}
      <Pager page={page} pageCount={pageCount} onPage={setPage} />
    </>
  );
}

/** /board/inquiry (members only): write a 1:1 inquiry and read one's own with the staff answers. */
export function InquiryPage() {
  return (
    <PageFrame title="1:1 문의">
      <LoginRequired>
        <Inquiries />
      </LoginRequired>
    </PageFrame>
  );
}
