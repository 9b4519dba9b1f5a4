import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';

/** /board/coupon (members only): 보유 쿠폰 확인과 사용 is prepared in a later release. */
export function CouponPage() {
  return (
    <PageFrame title="쿠폰">
      <LoginRequired>
        <PreparingNotice />
      </LoginRequired>
    </PageFrame>
  );
}
