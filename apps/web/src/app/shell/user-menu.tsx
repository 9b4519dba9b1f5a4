import { useInitialData } from '../../lib/initial-data.ts';
import { useLayerStore } from '../../lib/layer-store.ts';
import { HeaderLink } from './header-link.tsx';
import { memberMenuLinks } from './nav-links.ts';

/** The desktop '메뉴' button and its header-right layer (shares the mask). */
export function UserMenu() {
  const isOpen = useLayerStore((state) => state.openLayer === 'headerRight');
  const toggle = useLayerStore((state) => state.toggle);
  const { data } = useInitialData();
  return (
    <div className="user-menu">
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls="user-menu-layer"
        onClick={() => toggle('headerRight')}
      >
        메뉴
      </button>
      {isOpen && (
        <nav id="user-menu-layer" className="user-menu__layer" aria-label="회원 메뉴">
          {memberMenuLinks(data?.isHeader ?? false).map((link) => (
            <HeaderLink key={link.to} link={link} className="user-menu__link" />
          ))}
        </nav>
      )}
    </div>
  );
}
