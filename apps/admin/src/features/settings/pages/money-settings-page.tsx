import { canStaff } from '@hanpan/core/staff-roles';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useFlash } from '../../../lib/use-flash.ts';
import { useStaffMe } from '../../auth/api/get-me.ts';
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
      {settings.data && (
        <MoneySettingsEditor key={settings.dataUpdatedAt} settings={settings.data} onSaved={showFlash} />
      )}
    </>
  );
}
