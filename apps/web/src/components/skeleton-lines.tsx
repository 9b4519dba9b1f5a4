/** Grey placeholder bars shown while content loads. */
export function SkeletonLines({ count = 3, label = '불러오는 중' }: { count?: number; label?: string }) {
  return (
    <div className="skeleton-lines" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders with no identity
        <span key={index} className="skeleton" style={{ width: `${92 - index * 14}%` }} />
      ))}
    </div>
  );
}
