import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { LoginRequired } from '../../auth/index.ts';
import { DepositLimitAsk } from '../../protection/index.ts';
import { useChargeInfo } from '../api/get-charge-info.ts';
import { useChargeList } from '../api/get-charge-list.ts';
import { ChargeForm } from '../components/charge-form.tsx';
import { DepositAccount, hasDepositBank } from '../components/deposit-account.tsx';
import { PendingCharge } from '../components/pending-charge.tsx';
import { RequestHistory } from '../components/request-history.tsx';
import { useRefetchOnBalanceChange } from '../hooks/use-refetch-on-balance-change.ts';
import '../../../components/money.css';

/** /amount/charge (members only): the site's account, the deposit request form or the pending request, and the history. */
export function ChargePage() {
  return (
    <PageFrame title="충전" subtitle="아래 계좌로 입금한 뒤 충전을 신청해 주세요.">
      <LoginRequired>
        <ChargeContent />
      </LoginRequired>
    </PageFrame>
  );
}

function ChargeContent() {
  const [page, setPage] = useState(1);
  const info = useChargeInfo();
  const history = useChargeList(page);
  useRefetchOnBalanceChange();

  return (
    <div className="money">
      <DepositLimitAsk />
      {info.isPending && <SkeletonLines count={5} label="충전 정보를 불러오는 중" />}
      {info.isError && !info.data && (
        <ErrorState message="충전 정보를 불러오지 못했습니다." onRetry={() => void info.refetch()} />
      )}
      {info.data && (
        <div className="money__grid">
          <DepositAccount bank={info.data.depositBank} />
          {info.data.pending ? (
            <PendingCharge request={info.data.pending} />
          ) : (
            // Without a real account to transfer to, a request could only be refused (code 10).
            hasDepositBank(info.data.depositBank) && <ChargeForm info={info.data} />
          )}
        </div>
      )}
      <RequestHistory
        title="충전 신청 내역"
        testId="charge-history"
        emptyText="충전 신청 내역이 없습니다."
        query={history}
        page={page}
        onPage={setPage}
        showDepositor
      />
    </div>
  );
}
