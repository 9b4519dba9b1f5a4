type MoreMarketsButtonProps = {
  /** Markets beyond the list's. */
  extra: number;
  isOpen: boolean;
  /** A live fixture opens (for its scoreboard) even without more markets. */
  isLive: boolean;
  panelId: string;
  onToggle: () => void;
};

/** '+N' opening a fixture's other markets; nothing when there are none to open (never '+0'). */
export function MoreMarketsButton({ extra, isOpen, isLive, panelId, onToggle }: MoreMarketsButtonProps) {
  if (extra === 0 && !isLive && !isOpen) return null;
  const label = isOpen ? '전체 마켓 닫기' : extra > 0 ? `전체 마켓 보기 (${extra}개 더)` : '경기 상세 보기';
  return (
    <button
      type="button"
      className="more-markets"
      aria-expanded={isOpen}
      aria-controls={panelId}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      {isOpen ? '−' : extra > 0 ? `+${extra}` : <Chevron />}
    </button>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
