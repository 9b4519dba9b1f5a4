import { levelLabel } from '@hanpan/core/level';
import { useUserStore } from '../../../lib/user-store.ts';

/** The member's level badge ('Lv.N', core levelLabel) and nick. */
export function MemberIdentity() {
  const user = useUserStore((state) => state.user);
  if (!user) return null;
  return (
    <span className="balances__who">
      <span className="level-badge" data-testid="header-level">
        {levelLabel(user.pointGrade)}
      </span>
      <span className="balances__nick" data-testid="header-nick">
        {user.nick}
      </span>
    </span>
  );
}
