import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';

/** /amount/charge (members only): deposit (충전) is prepared in a later release. */
export function ChargePage() {
  return (
    <PageFrame title="충전">
      <LoginRequired>
        <PreparingNotice />
      </LoginRequired>
    </PageFrame>
  );
}
