/** The footer: age rule and responsible-play note (DESIGN.md principle 4). */
export function SiteFooter() {
  return (
    <footer className="footer">
      <p className="footer__age">
        <span className="footer__badge">19</span>만 19세 미만은 이용할 수 없습니다.
      </p>
      <p>과도한 베팅은 생활에 지장을 줄 수 있습니다. 이용 한도를 정하고 책임감 있게 즐겨 주세요.</p>
      <p className="footer__copy">© 한판</p>
    </footer>
  );
}
