import { Link } from 'react-router';

/** The home hero: the site's name, what it offers, and the welcome-event banner. */
export function HomeHero({ title }: { title: string }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__copy">
        <p className="hero__eyebrow">스포츠 · 라이브 · 미니게임</p>
        <h1 id="hero-title" className="hero__title">
          {title || '한판'}에서
          <span className="hero__title-accent">한 판 어때요?</span>
        </h1>
        <p className="hero__text">프리매치와 인플레이, 미니게임과 가상게임을 한 곳에서 즐기세요.</p>
        <div className="hero__actions">
          <Link className="btn btn--primary" to="/event/main">
            프리매치 보기
          </Link>
          <Link className="btn btn--ghost" to="/board/main?boardType=11">
            진행 중인 이벤트
          </Link>
        </div>
      </div>
      <Link className="hero__banner" to="/board/main?boardType=11" aria-label="웰컴 이벤트 자세히 보기">
        <img src="/images/event-welcome.svg" alt="한판 신규회원 웰컴 이벤트" width="960" height="540" />
      </Link>
    </section>
  );
}
