import type { ChargeTickerItem } from '@hanpan/core/api/site';
import { formatWon } from '@hanpan/core/money/amount';

/** Recent approved deposits (nicks masked by the server); hidden when there are none. */
export function RecentCharges({ items }: { items: ChargeTickerItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="panel" aria-label="최근 충전">
      <header className="panel__head">
        <h2 className="panel__title">최근 충전</h2>
      </header>
      <ul className="preview-list">
        {items.slice(0, 6).map((item) => (
          <li key={`${item.nick}-${item.approvedAt}`} className="preview-list__row">
            <span className="preview-list__nick">{item.nick}</span>
            <span className="preview-list__amount">{formatWon(item.amount)}원</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
