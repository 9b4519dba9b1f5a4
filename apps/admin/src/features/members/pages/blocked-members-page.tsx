import { blockKindText } from '@hanpan/core/api/protection';
import { canStaff } from '@hanpan/core/staff-roles';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { InlineSelect } from '../../../components/report-filter-form.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { type BlockKindFilter, useBlockedMembers } from '../api/member-protection.ts';
import { type BlockedFilter, blockedFilterParams, readBlockedFilter } from '../blocked-filter.ts';
import { BlockedMembersTable } from '../components/blocked-members-table.tsx';

const kindOptions: readonly { value: BlockKindFilter; label: string }[] = [
  { value: 'all', label: '전체' },
  { value: 'timeout', label: blockKindText.timeout },
  { value: 'selfExclusion', label: blockKindText.selfExclusion },
];

/** 이용 제한 회원: members under a time-out or self-exclusion now, by kind, with pages. */
export function BlockedMembersPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'members.view');
  const [params, setParams] = useSearchParams();
  const filter = readBlockedFilter(params);
  const blocked = useBlockedMembers(filter, canView);
  const apply = (next: BlockedFilter) => setParams(blockedFilterParams(next));

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="이용 제한 회원" />
      <div className="filters">
        <InlineSelect
          label="제한 종류"
          value={filter.kind}
          options={kindOptions}
          onChange={(kind) => apply({ kind, page: 1 })}
        />
      </div>
      <p className="muted">
        자기 제한 기간이 끝난 회원은 이용 재개를 요청하고 24시간이 지날 때까지 이 목록에 남습니다.
      </p>
      {blocked.isPending && <LoadingState />}
      {blocked.isError && <ErrorState error={blocked.error} onRetry={() => void blocked.refetch()} />}
      {blocked.data && blocked.data.items.length === 0 && (
        <EmptyState>이용 제한 중인 회원이 없습니다.</EmptyState>
      )}
      {blocked.data && blocked.data.items.length > 0 && (
        <>
          <BlockedMembersTable items={blocked.data.items} />
          <Pager
            page={blocked.data.page}
            pageSize={blocked.data.pageSize}
            total={blocked.data.total}
            onPage={(page) => apply({ ...filter, page })}
          />
        </>
      )}
    </>
  );
}
