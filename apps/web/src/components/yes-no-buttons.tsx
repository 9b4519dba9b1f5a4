/** The 예 / 아니오 pair at the foot of a confirmation popup; 예 takes the focus when it opens. */
export function YesNoButtons({ onAnswer }: { onAnswer: (isYes: boolean) => void }) {
  return (
    <div className="alert-popup__buttons">
      <button type="button" className="btn btn--primary" data-autofocus onClick={() => onAnswer(true)}>
        예
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => onAnswer(false)}>
        아니오
      </button>
    </div>
  );
}
