import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';

/** /casino/skyhub/slot (members only): the slot lobby is prepared in a later release. */
export function SlotPage() {
  return (
    <PageFrame title="슬롯">
      <LoginRequired>
        <PreparingNotice />
      </LoginRequired>
    </PageFrame>
  );
}
