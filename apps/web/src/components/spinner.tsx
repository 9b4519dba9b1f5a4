/** A small loading spinner with a screen-reader label. */
export function Spinner({ label = '불러오는 중' }: { label?: string }) {
  return (
    <span className="spinner" role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
