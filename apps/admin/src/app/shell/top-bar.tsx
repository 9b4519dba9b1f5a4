import type { StaffMe } from '@hanpan/core/api/staff';
import { staffRoleText } from '@hanpan/core/staff-roles';
import { Link } from 'react-router';
import { useLogout } from '../../features/staff/index.ts';

type TopBarProps = { me: StaffMe; isMenuOpen: boolean; onToggleMenu: () => void };

/** The top bar: menu toggle (narrow screens), brand, who is logged in and 로그아웃. */
export function TopBar({ me, isMenuOpen, onToggleMenu }: TopBarProps) {
  const logout = useLogout();
  return (
    <header className="topbar">
      <button
        type="button"
        className="topbar__menu"
        aria-expanded={isMenuOpen}
        aria-controls="admin-menu"
        aria-label={isMenuOpen ? '메뉴 닫기' : '메뉴 열기'}
        onClick={onToggleMenu}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/" className="topbar__brand">
        한판 관리자
      </Link>
      <div className="topbar__who" data-testid="staff-who">
        <span className="topbar__name">{me.name}</span>
        <span className="role-tag">{staffRoleText[me.role]}</span>
      </div>
      <button
        type="button"
        className="btn btn--sm"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        로그아웃
      </button>
    </header>
  );
}
