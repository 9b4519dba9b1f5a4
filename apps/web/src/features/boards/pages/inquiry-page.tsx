import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';

/** /board/inquiry (members only): 1:1 문의 is prepared in a later release. */
export function InquiryPage() {
  return (
    <PageFrame title="고객센터">
      <LoginRequired>
        <PreparingNotice />
      </LoginRequired>
    </PageFrame>
  );
}
