import type { StaffMe } from '@hanpan/core/api/staff';
import { canStaff } from '@hanpan/core/staff-roles';
import { Link, useLocation } from 'react-router';
import { useLiveCounts } from '../../lib/live-counts.ts';
import { activeNavTarget, navItems } from './nav-items.ts';

/** The menu of what this role may open, with the live pending counts of the payment queues and the waiting inquiries. */
export function Sidebar({ me }: { me: StaffMe }) {
  const liveCounts = useLiveCounts();
  const items = navItems.filter((item) => canStaff(me.role, item.permission));
  const active = activeNavTarget(
    items.map((item) => item.to),
    useLocation().pathname,
  );
  return (
    <nav className="sidebar" id="admin-menu" aria-label="관리 메뉴">
      <ul className="sidebar__list">
        {items.map((item) => {
          const count = item.badge ? (liveCounts.data?.[item.badge] ?? 0) : 0;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={item.to === active ? 'sidebar__link active' : 'sidebar__link'}
                aria-current={item.to === active ? 'page' : undefined}
              >
                <span>{item.label}</span>
                {count > 0 && (
                  <span className="badge">
                    {count}
                    <span className="visually-hidden">건 대기</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
