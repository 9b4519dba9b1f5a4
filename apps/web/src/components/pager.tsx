type PagerProps = { page: number; pageCount: number; onPage: (page: number) => void };

/** Previous / next page buttons with the position. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label="페이지">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        이전
      </button>
      <span className="pager__position" aria-current="page">
        {page} / {pageCount}
      </span>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        다음
      </button>
    </nav>
  );
}
