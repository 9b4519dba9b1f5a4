type PopupActionsProps = { onHideToday: () => void; onClose: () => void };

/** The two close buttons every popup has: '오늘 하루 열지 않기' and '닫기'. */
export function PopupActions({ onHideToday, onClose }: PopupActionsProps) {
  return (
    <div className="popup-actions">
      <button type="button" className="popup-actions__today" onClick={onHideToday}>
        오늘 하루 열지 않기
      </button>
      <button type="button" className="popup-actions__close" onClick={onClose}>
        닫기
      </button>
    </div>
  );
}
