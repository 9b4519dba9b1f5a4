import type { StaffMe } from '@hanpan/core/api/staff';
import { canStaff } from '@hanpan/core/staff-roles';
import { NavLink } from 'react-router';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { navItems } from './nav-items.ts';

/** The menu of what this role may open, with the pending counts of the two queues. */
export function Sidebar({ me }: { me: StaffMe }) {
  const dashboard = useDashboard(canStaff(me.role, 'dashboard.view'));
  const items = navItems.filter((item) => canStaff(me.role, item.permission));
  return (
    <nav className="sidebar" id="admin-menu" aria-label="관리 메뉴">
      <ul className="sidebar__list">
        {items.map((item) => {
          const count = item.badge ? (dashboard.data?.[item.badge].count ?? 0) : 0;
          return (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} className="sidebar__link">
                <span>{item.label}</span>
                {count > 0 && (
                  <span className="badge">
                    {count}
                    <span className="visually-hidden">건 대기</span>
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
