import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { LoginRequired } from '../../auth/components/login-required.tsx';

/** /board/attendance (members only): 매일 출석체크 is prepared in a later release. */
export function AttendancePage() {
  return (
    <PageFrame title="출석체크">
      <LoginRequired>
        <PreparingNotice />
      </LoginRequired>
    </PageFrame>
  );
}
