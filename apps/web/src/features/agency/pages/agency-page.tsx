import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';
import { useInitialData } from '../../site/api/get-initial-data.ts';

/** /agency and /agency/index: the partner area (members with a partner account only). */
export function AgencyPage() {
  const { data, isPending } = useInitialData();
  return (
    <PageFrame title="파트너">
      <LoginRequired>
        {isPending ? (
          <Spinner />
        ) : data?.isAgency ? (
          <PreparingNotice>파트너 정산과 하부 회원 관리 기능을 준비하고 있습니다.</PreparingNotice>
        ) : (
          <div className="state state--empty">파트너 회원만 이용할 수 있는 메뉴입니다.</div>
        )}
      </LoginRequired>
    </PageFrame>
  );
}
