import { useRef } from 'react';
import { Link } from 'react-router';
import { SessionClock } from '../../features/protection/index.ts';
import { MemberBalances } from '../../features/wallet/components/member-balances.tsx';
import { useInitialData } from '../../lib/initial-data.ts';
import { useUserStore } from '../../lib/user-store.ts';
import { GuestButtons } from './guest-buttons.tsx';
import { HeaderLink } from './header-link.tsx';
import { Logo } from './logo.tsx';
import { LogoutButton } from './logout-button.tsx';
import { mainLinks, memberQuickLinks, partnerPath } from './nav-links.ts';
import { useHeaderHeight } from './use-header-height.ts';
import { UserMenu } from './user-menu.tsx';

/** The desktop header: logo, member links, balances or login buttons, and the main navigation. */
export function DesktopHeader() {
  const status = useUserStore((state) => state.status);
  const messageCount = useUserStore((state) => state.messageCount);
  const { data } = useInitialData();
  const isMember = status === 'member';
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  return (
    <header ref={headerRef} className="header">
      <div className="header__top">
        <Logo />
        <div className="header__account">
          {status === 'unknown' && <span className="skeleton skeleton--pill" aria-hidden="true" />}
          {status === 'guest' && <GuestButtons />}
          {isMember && (
            <>
              <SessionClock />
              <MemberBalances />
              {data?.isAgency && (
                <Link className="btn btn--outline btn--sm" to={partnerPath}>
                  파트너
                </Link>
              )}
              <UserMenu />
              <LogoutButton />
            </>
          )}
        </div>
      </div>
      <nav className="header__nav" aria-label="주 메뉴">
        <div className="header__nav-inner">
          {mainLinks.map((link) => (
            <HeaderLink key={link.to} link={link} className="header__nav-link" />
          ))}
          {isMember && (
            <div className="header__quick">
              {memberQuickLinks.map((link) => (
                <HeaderLink
                  key={link.to}
                  link={link}
                  className="header__quick-link"
                  badge={link.to === '/board/message' ? messageCount : undefined}
                />
              ))}
            </div>
          )}
        </div>
      </nav>
    </header>
  );
}
