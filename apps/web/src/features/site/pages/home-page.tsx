import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useInitialData } from '../api/get-initial-data.ts';
import { BoardPreview } from '../components/board-preview.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { QuickLinks } from '../components/quick-links.tsx';
import { RecentCharges } from '../components/recent-charges.tsx';
import { SlideText } from '../components/slide-text.tsx';

/** Home '/': hero, announcement line, shortcuts, notices and events. */
export function HomePage() {
  const { data, isPending, isError, refetch } = useInitialData();
  const boards = data?.boardList ?? [];
  return (
    <div className="home">
      {data && <SlideText text={data.slideText} />}
      <HomeHero title={data?.title ?? '한판'} />
      <QuickLinks />
      {isPending && (
        <div className="home__grid">
          <section className="panel">
            <SkeletonLines count={5} label="공지사항을 불러오는 중" />
          </section>
          <section className="panel">
            <SkeletonLines count={5} label="이벤트를 불러오는 중" />
          </section>
        </div>
      )}
      {isError && <ErrorState message="사이트 정보를 불러오지 못했습니다." onRetry={() => void refetch()} />}
      {data && (
        <div className="home__grid">
          <BoardPreview
            title="공지사항"
            moreTo="/board/main?boardType=0"
            items={boards.filter((item) => item.boardType === 0)}
            emptyText="등록된 공지사항이 없습니다."
          />
          <BoardPreview
            title="이벤트"
            moreTo="/board/main?boardType=11"
            items={boards.filter((item) => item.boardType === 1 || item.boardType === 11)}
            emptyText="진행 중인 이벤트가 없습니다."
          />
          <RecentCharges items={data.fakeChargeList} />
        </div>
      )}
    </div>
  );
}
