import { canStaff } from '@hanpan/core/staff-roles';
import { useState } from 'react';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useAccounts } from '../api/list-accounts.ts';
import { type AccountAction, AccountActionDialog } from '../components/account-action-dialog.tsx';
import { AccountsTable } from '../components/accounts-table.tsx';
import { CreateAccountDialog } from '../components/create-account-dialog.tsx';

/** 관리자 계정 (owners): list, add, change role, enable/disable, reset TOTP. */
export function AccountsPage() {
  const me = useStaffMe();
  const canManage = canStaff(me.role, 'staff.manage');
  const accounts = useAccounts(canManage);
  const [isCreating, setIsCreating] = useState(false);
  const [action, setAction] = useState<AccountAction | null>(null);
  const [flash, showFlash] = useFlash();

  if (!canManage) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="관리자 계정">
        <button type="button" className="btn btn--primary" onClick={() => setIsCreating(true)}>
          관리자 추가
        </button>
      </PageHeader>
      <Flash message={flash} />
      {accounts.isPending && <LoadingState />}
      {accounts.isError && <ErrorState error={accounts.error} onRetry={() => void accounts.refetch()} />}
      {accounts.data && accounts.data.length === 0 && <EmptyState>관리자 계정이 없습니다.</EmptyState>}
      {accounts.data && accounts.data.length > 0 && (
        <AccountsTable items={accounts.data} me={me} onAction={setAction} />
      )}
      {isCreating && <CreateAccountDialog onClose={() => setIsCreating(false)} onDone={showFlash} />}
      {action && <AccountActionDialog action={action} onClose={() => setAction(null)} onDone={showFlash} />}
    </>
  );
}
