import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AlertPopup } from '../../components/alert-popup.tsx';
import { SideLayer } from '../../components/side-layer.tsx';
import { useUserInfo } from '../../features/auth/api/get-user-info.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { AuthDialogs } from '../../features/auth/components/auth-dialogs.tsx';
import { useAuthDialogStore } from '../../features/auth/stores/auth-dialog-store.ts';
import { BetDialogs } from '../../features/betting/components/bet-dialogs.tsx';
import { FloatingSlipIcon } from '../../features/betting/components/floating-slip-icon.tsx';
import { SitePopups } from '../../features/boards/components/site-popups.tsx';
import { RealityCheck } from '../../features/protection/index.ts';
import { UpdateBar } from '../../features/site/components/update-bar.tsx';
import { useLayerStore } from '../../lib/layer-store.ts';
import { useMemberRealtime } from '../../lib/realtime/use-member-realtime.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { AccountPanel } from './account-panel.tsx';
import { DesktopHeader } from './desktop-header.tsx';
import { LayerMask } from './layer-mask.tsx';
import { MobileHeader } from './mobile-header.tsx';
import { SideMenu, sideMenuKindOf, sideMenuLabel } from './side-menu.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useScrollToTop } from './use-scroll-to-top.ts';
import './shell.css';
import '../../components/pages.css';

/** The page frame around every route: headers, left menu, layers, popups and dialogs. */
export function AppShell() {
  const isMobile = useIsMobile();
  const openLayer = useLayerStore((state) => state.openLayer);
  const closeLayer = useLayerStore((state) => state.closeLayer);
  const closeAuthDialog = useAuthDialogStore((state) => state.close);
  const { pathname, search } = useLocation();
  const sideMenu = sideMenuKindOf(pathname);
  useUserInfo();
  const logout = useLogout();
  useMemberRealtime();
  useScrollToTop();

  // A page change closes the side layers (a league link, an account-panel link) and any auth dialog
  // (a forced trip home after a 500 or a lost session).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => {
    closeLayer();
    closeAuthDialog();
  }, [pathname, search, closeLayer, closeAuthDialog]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      {isMobile ? <MobileHeader menuLabel={sideMenuLabel[sideMenu]} /> : <DesktopHeader />}
      <div className="app__body">
        {!isMobile && (
          <aside className="app__side">
            <SideMenu kind={sideMenu} />
          </aside>
        )}
        <main id="main" className="app__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <SiteFooter />
      {isMobile && openLayer === 'left' && (
        <SideLayer id="mobile-left-layer" side="left" label={sideMenuLabel[sideMenu]}>
          <SideMenu kind={sideMenu} />
        </SideLayer>
      )}
      {isMobile && openLayer === 'right' && <AccountPanel />}
      {isMobile && <FloatingSlipIcon />}
      <LayerMask />
      <SitePopups />
      <BetDialogs />
      <AuthDialogs />
      <RealityCheck onLogout={() => logout.mutate()} isLoggingOut={logout.isPending} />
      <AlertPopup />
      <UpdateBar />
    </div>
  );
}
