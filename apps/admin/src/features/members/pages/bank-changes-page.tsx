import { canStaff } from '@hanpan/core/staff-roles';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ForbiddenState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { BankChangesPanel } from '../components/member-account-panels.tsx';

/** 계좌 변경 요청: the pending bank account change requests of every member, with 승인 / 거절. */
export function BankChangesPage() {
  const me = useStaffMe();
  const [flash, showFlash] = useFlash();
  if (!canStaff(me.role, 'members.view')) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="계좌 변경 요청" />
      <Flash message={flash} />
      <BankChangesPanel canReview={canStaff(me.role, 'members.suspend')} onDone={showFlash} />
    </>
  );
}
