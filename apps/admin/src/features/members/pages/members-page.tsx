import { canStaff } from '@hanpan/core/staff-roles';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { type MemberFilter, useMembers } from '../api/list-members.ts';
import { MembersTable } from '../components/members-table.tsx';
import { readMemberFilter } from '../member-filter.ts';

/** 회원: search by id / nick / phone, filter by status, members with balances, pages. */
export function MembersPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'members.view');
  const [params, setParams] = useSearchParams();
  const filter = readMemberFilter(params);
  const [query, setQuery] = useState(filter.query);
  const [status, setStatus] = useState(filter.status);
  const members = useMembers(filter, canView);
  const queryId = useId();
  const statusId = useId();

  // Back/forward changes the address: the form follows it.
  useEffect(() => {
    setQuery(filter.query);
    setStatus(filter.status);
  }, [filter.query, filter.status]);

  const apply = (next: MemberFilter) =>
    setParams({ query: next.query, status: next.status, page: String(next.page) });

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    apply({ query: query.trim(), status, page: 1 });
  }

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="회원" />
      <form className="filters" onSubmit={search} role="search">
        <div className="field field--inline">
          <label htmlFor={queryId}>검색</label>
          <input
            id={queryId}
            type="search"
            className="input"
            placeholder="아이디, 닉네임, 전화번호"
            maxLength={50}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor={statusId}>상태</label>
          <select
            id={statusId}
            className="input"
            value={status}
            onChange={(event) => setStatus(event.target.value as MemberFilter['status'])}
          >
            <option value="all">전체</option>
            <option value="active">정상</option>
            <option value="suspended">정지</option>
            <option value="pending">승인 대기</option>
            <option value="rejected">가입 거절</option>
          </select>
        </div>
        <button type="submit" className="btn btn--primary">
          검색
        </button>
      </form>
      {members.isPending && <LoadingState />}
      {members.isError && <ErrorState error={members.error} onRetry={() => void members.refetch()} />}
      {members.data && members.data.items.length === 0 && (
        <EmptyState>조건에 맞는 회원이 없습니다.</EmptyState>
      )}
      {members.data && members.data.items.length > 0 && (
        <>
          <MembersTable items={members.data.items} />
          <Pager
            page={members.data.page}
            pageSize={members.data.pageSize}
            total={members.data.total}
            onPage={(page) => apply({ ...filter, page })}
          />
        </>
      )}
    </>
  );
}
