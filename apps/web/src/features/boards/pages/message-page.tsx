import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';

/** /board/message (members only): 받은 쪽지 is prepared in a later release. */
export function MessagePage() {
  return (
    <PageFrame title="쪽지함">
      <LoginRequired>
        <PreparingNotice />
      </LoginRequired>
    </PageFrame>
  );
}
