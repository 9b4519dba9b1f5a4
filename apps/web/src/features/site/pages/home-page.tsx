import '../home.css';
import { ErrorState } from '../../../components/error-state.tsx';
import { useInitialData } from '../../../lib/initial-data.ts';
import { LiveNow } from '../../sports/index.ts';
import { BoardPreview } from '../components/board-preview.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { PopularEvents } from '../components/popular-events.tsx';
import { PopularLeagues } from '../components/popular-leagues.tsx';
import { QuickLinks } from '../components/quick-links.tsx';
import { RecentCharges } from '../components/recent-charges.tsx';
import { SlideText } from '../components/slide-text.tsx';

/** Home '/': announcement line, hero, shortcuts, matches in play, popular fixtures and leagues, notices and events. */
export function HomePage() {
  const { data, isError, refetch, dataUpdatedAt } = useInitialData();
  return (
    <div className="home">
      {data ? <SlideText text={data.slideText} /> : <div className="slide-text slide-text--placeholder" />}
      {isError && <ErrorState message="사이트 정보를 불러오지 못했습니다." onRetry={() => void refetch()} />}
      <HomeHero title={data?.title ?? '한판'} />
      <QuickLinks />
      <LiveNow />
      {data && (
        <div className="home__sports">
          <PopularEvents list={data.popularEventList} receivedAt={dataUpdatedAt} />
          <PopularLeagues list={data.popularLeagueList} />
        </div>
      )}
      <div className="home__grid">
        <BoardPreview title="공지사항" boardType={0} emptyText="등록된 공지사항이 없습니다." />
        <BoardPreview title="이벤트" boardType={1} emptyText="진행 중인 이벤트가 없습니다." />
        {data && <RecentCharges items={data.fakeChargeList} />}
      </div>
    </div>
  );
}
