import { useRouteError } from 'react-router';

/** What the router shows when a page failed to render or its code failed to load. */
export function ErrorScreen() {
  const error = useRouteError();
  const isChunkFailure =
    error instanceof TypeError && /dynamically imported module|import/i.test(error.message);
  return (
    <section className="state state--error" role="alert" data-testid="error-screen">
      <span>
        {isChunkFailure
          ? '새 버전이 배포되었습니다. 새로고침해 주세요.'
          : '화면을 표시하는 중 오류가 발생했습니다.'}
      </span>
      <button type="button" className="btn btn--sm" onClick={() => window.location.reload()}>
        새로고침
      </button>
    </section>
  );
}
