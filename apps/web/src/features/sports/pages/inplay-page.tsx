import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';

/** /event/main_inplay (live sports); in-play fixtures come in a later release. */
export function InplayPage() {
  return (
    <PageFrame title="라이브">
      <PreparingNotice>실시간 경기와 인플레이 베팅을 준비하고 있습니다.</PreparingNotice>
    </PageFrame>
  );
}
