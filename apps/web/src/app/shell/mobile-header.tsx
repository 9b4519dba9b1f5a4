import { MemberBalances } from '../../features/wallet/components/member-balances.tsx';
import { MemberIdentity } from '../../features/wallet/components/member-identity.tsx';
import { useLayerStore } from '../../lib/layer-store.ts';
import { useUserStore } from '../../lib/user-store.ts';
import { GuestButtons } from './guest-buttons.tsx';
import { HeaderLink } from './header-link.tsx';
import { Logo } from './logo.tsx';
import { mainLinks } from './nav-links.ts';

/** The compact mobile header (<= 787px): league-menu toggle, logo, account-panel toggle, main links. */
export function MobileHeader() {
  const status = useUserStore((state) => state.status);
  const messageCount = useUserStore((state) => state.messageCount);
  const openLayer = useLayerStore((state) => state.openLayer);
  const toggle = useLayerStore((state) => state.toggle);
  return (
    <header className="m-header">
      <div className="m-header__bar">
        <button
          type="button"
          className="icon-button"
          data-testid="mobile-menu-toggle"
          aria-label="리그 메뉴"
          aria-expanded={openLayer === 'left'}
          aria-controls="mobile-left-layer"
          onClick={() => toggle('left')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Logo />
        <div className="m-header__right">
          {status === 'member' && <MemberIdentity />}
          {status === 'guest' && <GuestButtons />}
          <button
            type="button"
            className="icon-button"
            data-testid="mobile-account-toggle"
            aria-label="내 계정"
            aria-expanded={openLayer === 'right'}
            aria-controls="mobile-account-layer"
            onClick={() => toggle('right')}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {messageCount > 0 && <span className="badge badge--dot" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {status === 'member' && (
        <div className="m-header__member">
          <MemberBalances layout="strip" showIdentity={false} />
        </div>
      )}
      <nav className="m-header__nav" aria-label="주 메뉴">
        {mainLinks.map((link) => (
          <HeaderLink key={link.to} link={link} className="m-header__nav-link" />
        ))}
      </nav>
    </header>
  );
}
