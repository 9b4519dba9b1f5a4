import { canStaff } from '@hanpan/core/staff-roles';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useJoinSettings } from '../api/get-join-settings.ts';
import { JoinSettingsEditor } from '../components/join-settings-editor.tsx';

/** 가입 설정: whether new members wait for staff approval (가입승인). */
export function JoinSettingsPage() {
  const me = useStaffMe();
  const canEdit = canStaff(me.role, 'settings.join');
  const settings = useJoinSettings(canEdit);
  const [flash, showFlash] = useFlash();

  if (!canEdit) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="가입 설정" />
      <Flash message={flash} />
      {settings.isPending && <LoadingState />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <JoinSettingsEditor key={settings.dataUpdatedAt} settings={settings.data} onSaved={showFlash} />
      )}
    </>
  );
}
