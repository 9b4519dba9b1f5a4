import { isPlaceholderDepositBank } from '@hanpan/core/api/payments';
import { canStaff } from '@hanpan/core/staff-roles';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useMoneySettings } from '../api/get-money-settings.ts';
import { MoneySettingsEditor } from '../components/money-settings-editor.tsx';

/** 머니 설정: limits, the dual-approval amount and the deposit bank account. */
export function MoneySettingsPage() {
  const me = useStaffMe();
  const canEdit = canStaff(me.role, 'settings.money');
  const settings = useMoneySettings(canEdit);
  const [flash, showFlash] = useFlash();

  if (!canEdit) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="머니 설정" />
      <Flash message={flash} />
      {settings.isPending && <LoadingState />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && isPlaceholderDepositBank(settings.data.depositBank) && (
        <p className="form-notice" role="alert" data-testid="deposit-bank-placeholder">
          입금 계좌가 아직 설정되지 않아 회원의 충전 신청이 모두 거절됩니다. 실제 입금 계좌를 입력하고 저장해
          주세요.
        </p>
      )}
      {settings.data && (
        <MoneySettingsEditor key={settings.dataUpdatedAt} settings={settings.data} onSaved={showFlash} />
      )}
    </>
  );
}
