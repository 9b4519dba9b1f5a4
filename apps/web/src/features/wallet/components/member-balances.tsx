import { formatWon } from '@hanpan/core/money/amount';
import type { ReactNode } from 'react';
import { useUserStore } from '../../../lib/user-store.ts';
import { useBalanceConversions } from '../hooks/use-balance-conversions.ts';
import { MemberIdentity } from './member-identity.tsx';

/**
 * Level, nick and balances of the logged-in member (desktop header, mobile header and account panel).
 * Tapping point converts it to cash; tapping settlement cash converts it to points (spec section 2).
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
        <BalanceFigures label="보유머니" testId="header-cash" amount={user.cash} unit="원" />
      </span>
      <BalanceButton
        onClick={() => void conversions.convertPoint()}
        disabled={conversions.isBusy}
        title="포인트를 캐시로 전환"
      >
        <BalanceFigures label="포인트" testId="header-point" amount={user.point} unit="P" />
      </BalanceButton>
      {user.agencyCash > 0 && (
        <BalanceButton
          onClick={() => void conversions.convertAgencyCashToPoint()}
          disabled={conversions.isBusy}
          title="정산금을 포인트로 전환"
        >
          <BalanceFigures label="정산금" testId="header-agency-cash" amount={user.agencyCash} unit="원" />
        </BalanceButton>
      )}
    </div>
  );
}

/** Label, amount and unit of one balance. */
function BalanceFigures({
  label,
  testId,
  amount,
  unit,
}: {
  label: string;
  testId: string;
  amount: number;
  unit: string;
}) {
  return (
    <>
      <span className="balance__label">{label}</span>
      <span className="balance__value" data-testid={testId}>
        {formatWon(amount)}
      </span>
      <span className="balance__unit">{unit}</span>
    </>
  );
}

/** A balance that converts when tapped. */
function BalanceButton({
  onClick,
  disabled,
  title,
  children,
}: {
  onClick: () => void;
  disabled: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="balance balance--action"
      onClick={onClick}
      disabled={disabled}
      title={title}
    >
      {children}
    </button>
  );
}
