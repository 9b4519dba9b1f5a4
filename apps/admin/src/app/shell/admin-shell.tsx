import type { StaffMe } from '@hanpan/core/api/staff';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingState } from '../../components/states.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useStaffEvents } from './use-staff-events.ts';

/** The logged-in layout: sidebar (a drawer on narrow screens), top bar and the page; one live counts stream. */
export function AdminShell({ me }: { me: StaffMe }) {
  useStaffEvents();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const location = useLocation();
  const navigation = useNavigation();

  // Following a link closes the drawer.
  useEffect(() => {
    if (location.pathname) setIsMenuOpen(false);
  }, [location.pathname]);

  return (
    <div className={isMenuOpen ? 'shell shell--menu-open' : 'shell'}>
      <a className="skip-link" href="#main">
        본문으로 건너뛰기
      </a>
      <TopBar me={me} isMenuOpen={isMenuOpen} onToggleMenu={() => setIsMenuOpen((open) => !open)} />
      <Sidebar me={me} />
      {isMenuOpen && (
        <button
          type="button"
          className="shell__scrim"
          aria-label="메뉴 닫기"
          tabIndex={-1}
          onClick={() => setIsMenuOpen(false)}
        />
      )}
      <main id="main" className="shell__main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
