import { NotFoundScreen } from '../../../components/not-found-screen.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';
import { useInitialData } from '../../site/api/get-initial-data.ts';

/** /amount/recommend (members only, and only when the site's isHeader flag is on). */
export function RecommendPage() {
  const { data, isPending } = useInitialData();
  if (isPending) return <Spinner />;
  if (!data?.isHeader) return <NotFoundScreen />;
  return (
    <PageFrame title="추천인">
      <LoginRequired>
        <PreparingNotice />
      </LoginRequired>
    </PageFrame>
  );
}
