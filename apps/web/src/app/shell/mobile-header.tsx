import { type ReactNode, useRef } from 'react';
import { SessionClock } from '../../features/protection/index.ts';
import { MemberBalances } from '../../features/wallet/components/member-balances.tsx';
import { MemberIdentity } from '../../features/wallet/components/member-identity.tsx';
import { type LayerName, useLayerStore } from '../../lib/layer-store.ts';
import { useUserStore } from '../../lib/user-store.ts';
import { GuestButtons } from './guest-buttons.tsx';
import { HeaderLink } from './header-link.tsx';
import { Logo } from './logo.tsx';
import { mainLinks } from './nav-links.ts';
import { useHeaderHeight } from './use-header-height.ts';

/** The compact mobile header (<= 787px): left-menu toggle (named after the page's menu), logo, account-panel toggle, main links. */
export function MobileHeader({ menuLabel }: { menuLabel: string }) {
  const status = useUserStore((state) => state.status);
  const messageCount = useUserStore((state) => state.messageCount);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  return (
    <header ref={headerRef} className="m-header">
      <div className="m-header__bar">
        <LayerToggle layer="left" testId="mobile-menu-toggle" label={menuLabel} controls="mobile-left-layer">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </LayerToggle>
        <Logo />
        <div className="m-header__right">
          {status === 'member' && <MemberIdentity />}
          {status === 'guest' && <GuestButtons />}
          <LayerToggle
            layer="right"
            testId="mobile-account-toggle"
            label="내 계정"
            controls="mobile-account-layer"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            {messageCount > 0 && <span className="badge badge--dot" aria-hidden="true" />}
          </LayerToggle>
        </div>
      </div>
      {status === 'member' && (
        <div className="m-header__member">
          <MemberBalances layout="strip" showIdentity={false} />
          <SessionClock />
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

/** An icon button that opens or closes one of the header's layers. */
function LayerToggle({
  layer,
  testId,
  label,
  controls,
  children,
}: {
  layer: LayerName;
  testId: string;
  label: string;
  controls: string;
  children: ReactNode;
}) {
  const openLayer = useLayerStore((state) => state.openLayer);
  const toggle = useLayerStore((state) => state.toggle);
  return (
    <button
      type="button"
      className="icon-button"
      data-testid={testId}
      aria-label={label}
      aria-expanded={openLayer === layer}
      aria-controls={controls}
      onClick={() => toggle(layer)}
    >
      {children}
    </button>
  );
}
