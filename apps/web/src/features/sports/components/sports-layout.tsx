import type { ReactNode } from 'react';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { BetSlip } from '../../betting/index.ts';
import '../sports.css';
import '../live-board.css';
import '../sports-lists.css';

/** A sports page's body beside the desktop bet slip (mobile has the floating slip icon instead). */
export function SportsLayout({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <div className="sports-layout">
      <div className="sports-layout__main">{children}</div>
      {!isMobile && (
        <aside className="sports-layout__cart">
          <BetSlip />
        </aside>
      )}
    </div>
  );
}
