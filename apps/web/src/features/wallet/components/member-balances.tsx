import { formatWon } from '../../../lib/format.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useBalanceConversions } from '../hooks/use-balance-conversions.ts';
import { MemberIdentity } from './member-identity.tsx';

/**
 * Level, nick and balances of the logged-in member (desktop header, mobile header and account panel).
 * Tapping point converts it to cash; tapping settlement cash converts it (spec section 2).
 */
export function MemberBalances({
  layout = 'row',
  showIdentity = true,
}: {
  layout?: 'row' | 'stack' | 'strip';
  /** Off where the level and nick are shown elsewhere (the mobile header bar). */
  showIdentity?: boolean;
}) {
  const user = useUserStore((state) => state.user);
  const conversions = useBalanceConversions();
  if (!user) return null;
  return (
    <div className={`balances balances--${layout}`}>
      {showIdentity && <MemberIdentity />}
      <span className="balance">
        <span className="balance__label">보유머니</span>
        <span className="balance__value" data-testid="header-cash">
          {formatWon(user.cash)}
        </span>
        <span className="balance__unit">원</span>
      </span>
      <button
        type="button"
        className="balance balance--action"
        onClick={() => void conversions.convertPoint()}
        disabled={conversions.isBusy}
        title="포인트를 캐시로 전환"
      >
        <span className="balance__label">포인트</span>
        <span className="balance__value" data-testid="header-point">
          {formatWon(user.point)}
        </span>
        <span className="balance__unit">P</span>
      </button>
      {user.agencyCash > 0 && (
        <button
          type="button"
          className="balance balance--action"
          onClick={() => void conversions.convertAgencyCash()}
          disabled={conversions.isBusy}
          title="정산금 전환"
        >
          <span className="balance__label">정산금</span>
          <span className="balance__value" data-testid="header-agency-cash">
            {formatWon(user.agencyCash)}
          </span>
          <span className="balance__unit">원</span>
        </button>
      )}
    </div>
  );
}
