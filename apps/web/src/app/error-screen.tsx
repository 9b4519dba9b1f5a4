import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router';
import { NotFoundScreen } from '../components/not-found-screen.tsx';
import { isServerError } from '../lib/api-error.ts';

/** How long the 500 screen stays before it goes home. */
const homeDelayMs = 2500;

/** The generic error screen of the router; a server error (500) sends the member home. */
export function ErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const isServer = isServerError(error) || (isRouteErrorResponse(error) && error.status >= 500);

  useEffect(() => {
    if (!isServer) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), homeDelayMs);
    return () => clearTimeout(timer);
  }, [isServer, navigate]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return (
    <section className="status-screen" role="alert" data-testid="error-screen">
      <p className="status-screen__code" aria-hidden="true">
        {isServer ? '500' : '!'}
      </p>
      <h1 className="status-screen__title">문제가 발생했습니다</h1>
      <p className="status-screen__text">
        {isServer
          ? '일시적인 서버 오류입니다. 잠시 후 홈으로 이동합니다.'
          : '화면을 표시하는 중 오류가 발생했습니다.'}
      </p>
      <div className="status-screen__actions">
        <button type="button" className="btn btn--ghost" onClick={() => window.location.reload()}>
          다시 시도
        </button>
        <Link className="btn btn--primary" to="/">
          홈으로
        </Link>
      </div>
    </section>
  );
}
