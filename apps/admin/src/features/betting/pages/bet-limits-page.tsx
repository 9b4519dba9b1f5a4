import { canStaff } from '@hanpan/core/staff-roles';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useBetLimits } from '../api/get-bet-limits.ts';
import { BetLimitsEditor } from '../components/bet-limits-editor.tsx';
import '../betting.css';

/** 베팅 설정: the bet limits, per-sport timing, league rules, bonus tiers and the site-wide switch. */
export function BetLimitsPage() {
  const me = useStaffMe();
  const canEdit = canStaff(me.role, 'bets.manage');
  const limits = useBetLimits(canEdit);
  const [flash, showFlash] = useFlash();

  if (!canEdit) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="베팅 설정" />
      <Flash message={flash} />
      {limits.isPending && <LoadingState />}
      {limits.isError && <ErrorState error={limits.error} onRetry={() => void limits.refetch()} />}
      {limits.data && !limits.data.isBettingOpen && (
        <p className="form-notice" role="alert" data-testid="betting-closed">
          사이트 베팅이 중지되어 있습니다. 회원의 모든 베팅이 거절됩니다.
        </p>
      )}
      {limits.data && <BetLimitsEditor key={limits.dataUpdatedAt} limits={limits.data} onSaved={showFlash} />}
    </>
  );
}
