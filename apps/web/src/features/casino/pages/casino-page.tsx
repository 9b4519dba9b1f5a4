import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';

/** /casino/skyhub/casino (members only): the live casino lobby is prepared in a later release. */
export function CasinoPage() {
  return (
    <PageFrame title="라이브 카지노">
      <LoginRequired>
        <PreparingNotice />
      </LoginRequired>
    </PageFrame>
  );
}
