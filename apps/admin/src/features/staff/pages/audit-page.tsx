import { canStaff } from '@hanpan/core/staff-roles';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useAudit } from '../api/list-audit.ts';
import { auditFilterParams, knownAuditActions, readAuditFilter } from '../audit-filter.ts';
import { AuditTable } from '../components/audit-table.tsx';

/** 감사 로그: every staff action (append-only), filtered by action and target, with pages. */
export function AuditPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'audit.view');
  const [params, setParams] = useSearchParams();
  const filter = readAuditFilter(params);
  const [draft, setDraft] = useState(filter);
  const audit = useAudit(filter, canView);
  const prefix = useId();

  // Back/forward changes the address: the form follows it.
  useEffect(() => {
    setDraft({ action: filter.action, targetType: filter.targetType, targetId: filter.targetId, page: 1 });
  }, [filter.action, filter.targetType, filter.targetId]);

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setParams(auditFilterParams({ ...draft, page: 1 }));
  }

  if (!canView) return <ForbiddenState />;
  const field = (
    key: 'action' | 'targetType' | 'targetId',
    label: string,
    placeholder: string,
    list?: string,
  ) => (
    <div className="field field--inline">
      <label htmlFor={`${prefix}-${key}`}>{label}</label>
      <input
        id={`${prefix}-${key}`}
        name={key}
        className="input"
        maxLength={50}
        placeholder={placeholder}
        list={list}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </div>
  );
  return (
    <>
      <PageHeader title="감사 로그" />
      <form className="filters" onSubmit={search} role="search">
        {field('action', '작업', '예: charge.approve', `${prefix}-actions`)}
        <datalist id={`${prefix}-actions`}>
          {knownAuditActions.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
        {field('targetType', '대상 종류', '예: charge')}
        {field('targetId', '대상 번호', '예: 12')}
        <button type="submit" className="btn btn--primary">
          검색
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => setParams({})}
          disabled={!filter.action && !filter.targetType && !filter.targetId}
        >
          초기화
        </button>
      </form>
      {audit.isPending && <LoadingState />}
      {audit.isError && <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />}
      {audit.data && audit.data.items.length === 0 && <EmptyState>기록이 없습니다.</EmptyState>}
      {audit.data && audit.data.items.length > 0 && (
        <>
          <AuditTable items={audit.data.items} />
          <Pager
            page={audit.data.page}
            pageSize={audit.data.pageSize}
            total={audit.data.total}
            onPage={(page) => setParams(auditFilterParams({ ...filter, page }))}
          />
        </>
      )}
    </>
  );
}
