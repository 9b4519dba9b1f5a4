import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { useInitialData } from '../../site/api/get-initial-data.ts';
import { sportNameOf } from '../sport-names.ts';

/** /event/main (prematch sports); ?leagueId= opens one league. Fixtures and odds come in a later release. */
export function PrematchPage() {
  const [params] = useSearchParams();
  const leagueId = Number(params.get('leagueId'));
  const { data } = useInitialData();
  const league = data?.eventGroupByList.find((item) => item.leagueId === leagueId);
  const subtitle = league
    ? `${sportNameOf(league.sportId)} · ${league.regionName} · ${league.leagueName}`
    : undefined;
  return (
    <PageFrame title="스포츠" subtitle={subtitle}>
      <PreparingNotice>프리매치 경기 목록과 베팅카트를 준비하고 있습니다.</PreparingNotice>
    </PageFrame>
  );
}
