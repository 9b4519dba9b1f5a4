import { Link } from 'react-router';

/** An address the back office does not have. */
export function NotFoundPage() {
  return (
    <section className="state state--empty" role="alert">
      <span>없는 페이지입니다.</span>
      <Link className="btn btn--sm" to="/">
        대시보드로
      </Link>
    </section>
  );
}
