type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** Previous / next page buttons with "page of pages" and the total count. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="pager" aria-label="페이지">
      <button type="button" className="btn btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        이전
      </button>
      <span className="pager__info" aria-live="polite">
        {page} / {pages} 페이지 · 총 {total.toLocaleString('ko-KR')}건
      </span>
      <button type="button" className="btn btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        다음
      </button>
    </nav>
  );
}
