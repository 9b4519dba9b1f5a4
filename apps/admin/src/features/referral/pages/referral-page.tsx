import { canStaff } from '@hanpan/core/staff-roles';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useReferralSettings } from '../api/get-referral-settings.ts';
import { useReferralRewards } from '../api/list-referral-rewards.ts';
import { ReferralRewardsTable } from '../components/referral-rewards-table.tsx';
import { ReferralSettingsEditor } from '../components/referral-settings-editor.tsx';

/** 추천인: the referral menu switch and reward rule (settings.money), and the rewards paid (payments.view). */
export function ReferralPage() {
  const me = useStaffMe();
  const canEdit = canStaff(me.role, 'settings.money');
  const canView = canStaff(me.role, 'payments.view');
  const settings = useReferralSettings(canEdit);
  const [flash, showFlash] = useFlash();
  if (!canEdit && !canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="추천인" />
      <Flash message={flash} />
      {canEdit && settings.isPending && <LoadingState />}
      {settings.isError && <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <ReferralSettingsEditor key={settings.dataUpdatedAt} settings={settings.data} onSaved={showFlash} />
      )}
      {canView && <RewardsSection />}
    </>
  );
}

function RewardsSection() {
  const [params, setParams] = useSearchParams();
  const filter = { referrerLoginId: params.get('referrer') ?? '', page: Number(params.get('page')) || 1 };
  const [draft, setDraft] = useState(filter.referrerLoginId);
  const rewards = useReferralRewards(filter);
  const id = useId();

  // Back/forward changes the address: the form follows it.
  useEffect(() => setDraft(filter.referrerLoginId), [filter.referrerLoginId]);

  const paramsOf = (referrer: string, page: number) => ({
    ...(referrer ? { referrer } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setParams(paramsOf(draft.trim(), 1));
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>추천 보상 지급 내역</h2>
      <form className="filters" onSubmit={search} role="search">
        <div className="field field--inline">
          <label htmlFor={`${id}-referrer`}>추천인 아이디</label>
          <input
            id={`${id}-referrer`}
            className="input"
            maxLength={40}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          검색
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => setParams({})}
          disabled={!filter.referrerLoginId}
        >
          초기화
        </button>
      </form>
      {rewards.isPending && <LoadingState />}
      {rewards.isError && <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} />}
      {rewards.data && rewards.data.items.length === 0 && <EmptyState>지급 내역이 없습니다.</EmptyState>}
      {rewards.data && rewards.data.items.length > 0 && (
        <>
          <ReferralRewardsTable items={rewards.data.items} />
          <Pager
            page={rewards.data.page}
            pageSize={rewards.data.pageSize}
            total={rewards.data.total}
            onPage={(page) => setParams(paramsOf(filter.referrerLoginId, page))}
          />
        </>
      )}
    </section>
  );
}
