import { Link } from 'react-router';
import { SideLayer } from '../../components/side-layer.tsx';
import { useAuthDialogStore } from '../../features/auth/stores/auth-dialog-store.ts';
import { MemberBalances } from '../../features/wallet/components/member-balances.tsx';
import { useInitialData } from '../../lib/initial-data.ts';
import { useUserStore } from '../../lib/user-store.ts';
import { HeaderLink } from './header-link.tsx';
import { LogoutButton } from './logout-button.tsx';
import { memberMenuLinks, memberQuickLinks, partnerPath } from './nav-links.ts';

/** The mobile right layer: balances, member links and logout, or the way in for a visitor. */
export function AccountPanel() {
  const status = useUserStore((state) => state.status);
  const messageCount = useUserStore((state) => state.messageCount);
  const openDialog = useAuthDialogStore((state) => state.open);
  const { data } = useInitialData();
  return (
    <SideLayer id="mobile-account-layer" side="right" label="내 계정" testId="account-panel">
      {status === 'member' ? (
        <>
          <MemberBalances layout="stack" />
          <nav className="account-links" aria-label="회원 메뉴">
            {[...memberQuickLinks, ...memberMenuLinks(data?.isHeader ?? false)].map((link) => (
              <HeaderLink
                key={link.to}
                link={link}
                className="account-links__link"
                badge={link.to === '/board/message' ? messageCount : undefined}
              />
            ))}
            {data?.isAgency && (
              <Link className="account-links__link account-links__link--partner" to={partnerPath}>
                파트너
              </Link>
            )}
          </nav>
          <LogoutButton className="btn btn--ghost btn--block" />
        </>
      ) : (
        <div className="account-guest">
          <p className="account-guest__title">로그인이 필요합니다</p>
          <p className="account-guest__text">로그인하시면 보유머니와 회원 메뉴를 이용하실 수 있습니다.</p>
          <button type="button" className="btn btn--primary btn--block" onClick={() => openDialog('login')}>
            로그인
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={() => openDialog('join')}>
            회원가입
          </button>
        </div>
      )}
    </SideLayer>
  );
}
