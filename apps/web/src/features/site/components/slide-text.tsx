/** The scrolling announcement line (index2 slideText); still text when motion is reduced. */
export function SlideText({ text }: { text: string }) {
  if (!text.trim()) return null;
  return (
    <div className="slide-text" role="marquee" aria-label="안내">
      <span className="slide-text__badge" aria-hidden="true">
        공지
      </span>
      <div className="slide-text__track">
        <span className="slide-text__content">{text}</span>
      </div>
    </div>
  );
}
