import { Link } from 'react-router';

/** The page-not-found screen (spec section 2: unknown routes). */
export function NotFoundScreen() {
  return (
    <section className="status-screen" data-testid="not-found" aria-labelledby="not-found-title">
      <title>페이지를 찾을 수 없습니다 - 한판</title>
      <p className="status-screen__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="status-screen__title">
        페이지를 찾을 수 없습니다
      </h1>
      <p className="status-screen__text">주소가 바뀌었거나 없는 페이지입니다.</p>
      <Link className="btn btn--primary" to="/">
        홈으로
      </Link>
    </section>
  );
}
