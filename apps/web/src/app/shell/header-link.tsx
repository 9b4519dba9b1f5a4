import { Link, useLocation } from 'react-router';
import type { NavLinkItem } from './nav-links.ts';

/** True when the current location is `to`, query included (미니게임 and 가상게임 share a path). */
function isCurrent(pathname: string, search: string, to: string): boolean {
  const [path, query = ''] = to.split('?');
  if (path !== pathname) return false;
  const wanted = new URLSearchParams(query);
  const actual = new URLSearchParams(search);
  if ([...wanted.keys()].length === 0) return !actual.has('sportId');
  return [...wanted].every(([key, value]) => actual.get(key) === value);
}

/** A header link that marks itself as the current page. */
export function HeaderLink({
  link,
  className,
  badge,
}: {
  link: NavLinkItem;
  className: string;
  badge?: number;
}) {
  const { pathname, search } = useLocation();
  const current = isCurrent(pathname, search, link.to);
  return (
    <Link
      to={link.to}
      className={current ? `${className} is-current` : className}
      aria-current={current ? 'page' : undefined}
    >
      {link.label}
      {badge ? (
        <>
          <span className="badge" aria-hidden="true">
            {badge}
          </span>
          <span className="visually-hidden">(읽지 않음 {badge})</span>
        </>
      ) : null}
    </Link>
  );
}
