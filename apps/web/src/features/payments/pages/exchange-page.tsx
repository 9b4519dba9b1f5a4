import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { LoginRequired } from '../../auth/index.ts';
import { ConversionPanel } from '../../wallet/index.ts';
import { useExchangeInfo } from '../api/get-exchange-info.ts';
import { useExchangeList } from '../api/get-exchange-list.ts';
import { ExchangeForm } from '../components/exchange-form.tsx';
import { PayoutAccount } from '../components/payout-account.tsx';
import { RequestHistory } from '../components/request-history.tsx';
import { useRefetchOnBalanceChange } from '../hooks/use-refetch-on-balance-change.ts';
import '../../../components/money.css';

/** /amount/exchange (members only): the payout account, the withdrawal form, conversions and the history. */
export function ExchangePage() {
  return (
    <PageFrame title="환전" subtitle="보유머니를 등록된 계좌로 출금 신청합니다.">
      <LoginRequired>
        <ExchangeContent />
      </LoginRequired>
    </PageFrame>
  );
}

function ExchangeContent() {
  const [page, setPage] = useState(1);
  const cash = useUserStore((state) => state.user?.cash ?? 0);
  const info = useExchangeInfo();
  const history = useExchangeList(page);
  useRefetchOnBalanceChange();

  return (
    <div className="money">
      {info.isPending && <SkeletonLines count={5} label="환전 정보를 불러오는 중" />}
      {info.isError && !info.data && (
        <ErrorState message="환전 정보를 불러오지 못했습니다." onRetry={() => void info.refetch()} />
      )}
      {info.data && (
        <div className="money__grid">
          <PayoutAccount bank={info.data.bank} cash={cash} />
          <ExchangeForm info={info.data} cash={cash} />
        </div>
      )}
      <ConversionPanel />
      <RequestHistory
        title="환전 신청 내역"
        testId="exchange-history"
        emptyText="환전 신청 내역이 없습니다."
        query={history}
        page={page}
        onPage={setPage}
      />
    </div>
  );
}
