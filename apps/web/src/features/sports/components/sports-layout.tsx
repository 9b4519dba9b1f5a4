import type { ReactNode } from 'react';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { CartSummary } from '../../betting/components/cart-summary.tsx';

/** A sports page's body beside the desktop cart box (mobile has the floating slip icon instead). */
export function SportsLayout({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <div className="sports-layout">
      <div className="sports-layout__main">{children}</div>
      {!isMobile && (
        <aside className="sports-layout__cart">
          <CartSummary />
        </aside>
      )}
    </div>
  );
}
