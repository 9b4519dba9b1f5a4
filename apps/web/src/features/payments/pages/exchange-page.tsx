import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';

/** /amount/exchange (members only): withdrawal (환전) is prepared in a later release. */
export function ExchangePage() {
  return (
    <PageFrame title="환전">
      <LoginRequired>
        <PreparingNotice />
      </LoginRequired>
    </PageFrame>
  );
}
