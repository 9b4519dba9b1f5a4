import { referralText } from '@hanpan/core/api/referral';
import { ErrorState } from '../../../components/error-state.tsx';
import { NotFoundScreen } from '../../../components/not-found-screen.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useInitialData } from '../../../lib/initial-data.ts';
import { selectIsMember, useUserStore } from '../../../lib/user-store.ts';
import { LoginRequired } from '../../auth/index.ts';
import { useReferralSummary } from '../api/get-referral-summary.ts';
import { ReferralView } from '../components/referral-view.tsx';
import '../../../components/money.css';
import '../referral.css';

/** /amount/recommend (members only, and only when the site's isHeader flag is on). */
export function RecommendPage() {
  const { data, isPending } = useInitialData();
  if (isPending) return <Spinner />;
  if (!data?.isHeader) return <NotFoundScreen />;
  return (
    <PageFrame title={referralText.title}>
      <LoginRequired>
        <ReferralSummarySection />
      </LoginRequired>
    </PageFrame>
  );
}

function ReferralSummarySection() {
  const isMember = useUserStore(selectIsMember);
  const summary = useReferralSummary(isMember);
  if (summary.isPending) return <SkeletonLines count={4} label="추천인 정보를 불러오는 중" />;
  if (summary.isError || !summary.data)
    return <ErrorState message="추천인 정보를 불러오지 못했습니다." onRetry={() => void summary.refetch()} />;
  return <ReferralView summary={summary.data} origin={window.location.origin} />;
}
