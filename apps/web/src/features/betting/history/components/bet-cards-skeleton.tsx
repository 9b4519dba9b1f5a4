/** Grey placeholder cards shown while the first page of bets loads. */
export function BetCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="bet-history__list" role="status" aria-busy="true">
      <span className="visually-hidden">베팅 내역을 불러오는 중</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders with no identity
        <div key={index} className="bet-card bet-card--skeleton" aria-hidden="true">
          <span className="skeleton" style={{ width: '46%' }} />
          <span className="skeleton" style={{ width: '92%' }} />
          <span className="skeleton" style={{ width: '78%' }} />
          <span className="skeleton" style={{ width: '60%' }} />
        </div>
      ))}
    </div>
  );
}
