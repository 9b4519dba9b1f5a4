import { staffBetStatuses, staffBetStatusText } from '@hanpan/core/api/staff-bets';
import { canStaff } from '@hanpan/core/staff-roles';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useBets } from '../api/list-bets.ts';
import { type BetFilter, betFilterParams, readBetFilter } from '../bet-filter.ts';
import { BetsTable } from '../components/bets-table.tsx';
import '../betting.css';

/** 베팅 내역: bets by member, fixture, status, kind and KST dates, with stake and payout totals. */
export function BetsPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'bets.view');
  const [params, setParams] = useSearchParams();
  const filter = readBetFilter(params);
  const [draft, setDraft] = useState({
    ...filter,
    fixtureText: filter.fixtureId ? String(filter.fixtureId) : '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const bets = useBets(filter, canView);
  const ids = {
    member: useId(),
    fixture: useId(),
    status: useId(),
    kind: useId(),
    from: useId(),
    to: useId(),
  };

  // Back/forward changes the address: the form follows it.
  const filterKey = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised filter stands for its fields.
  useEffect(() => {
    setDraft({ ...filter, fixtureText: filter.fixtureId ? String(filter.fixtureId) : '' });
  }, [filterKey]);

  const apply = (next: BetFilter) => setParams(betFilterParams(next));

  function search(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const fixtureText = draft.fixtureText.trim();
    const fixtureId = fixtureText === '' ? null : Number(fixtureText);
    if (fixtureId !== null && !(Number.isSafeInteger(fixtureId) && fixtureId > 0)) {
      setFormError('경기 번호는 숫자로 입력해 주세요.');
      return;
    }
    if (draft.from && draft.to && draft.from > draft.to) {
      setFormError('시작일이 종료일보다 늦습니다.');
      return;
    }
    setFormError(null);
    const { fixtureText: _text, ...rest } = draft;
    apply({ ...rest, member: draft.member.trim(), fixtureId, page: 1 });
  }

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="베팅 내역">
        <Link className="btn" to="/bets/liability">
          경기별 노출
        </Link>
        <Link className="btn" to="/bets/unsettled">
          미정산 목록
        </Link>
        <Link className="btn" to="/bets/settlement">
          수동 정산
        </Link>
        <Link className="btn" to="/bets/debts">
          회원 채무
        </Link>
      </PageHeader>
      <form className="filters" onSubmit={search} role="search" data-testid="bets-filters">
        <div className="field field--inline">
          <label htmlFor={ids.member}>회원</label>
          <input
            id={ids.member}
            type="search"
            className="input"
            placeholder="아이디, 닉네임"
            maxLength={50}
            value={draft.member}
            onChange={(event) => setDraft({ ...draft, member: event.target.value })}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.fixture}>경기 번호</label>
          <input
            id={ids.fixture}
            className="input num"
            inputMode="numeric"
            value={draft.fixtureText}
            onChange={(event) => setDraft({ ...draft, fixtureText: event.target.value })}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.status}>상태</label>
          <select
            id={ids.status}
            className="input"
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value as BetFilter['status'] })}
          >
            <option value="all">전체</option>
            {staffBetStatuses.map((status) => (
              <option key={status} value={status}>
                {staffBetStatusText[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.kind}>구분</label>
          <select
            id={ids.kind}
            className="input"
            value={draft.kind}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value as BetFilter['kind'] })}
          >
            <option value="all">전체</option>
            <option value="prematch">프리매치</option>
            <option value="inplay">라이브</option>
          </select>
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.from}>시작일</label>
          <input
            id={ids.from}
            type="date"
            className="input"
            value={draft.from ?? ''}
            onChange={(event) => setDraft({ ...draft, from: event.target.value || null })}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor={ids.to}>종료일</label>
          <input
            id={ids.to}
            type="date"
            className="input"
            value={draft.to ?? ''}
            onChange={(event) => setDraft({ ...draft, to: event.target.value || null })}
          />
        </div>
        <button type="submit" className="btn btn--primary">
          검색
        </button>
      </form>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <p className="muted small">날짜는 한국 시간(KST) 기준입니다.</p>
      {bets.isPending && <LoadingState />}
      {bets.isError && <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />}
      {bets.data && bets.data.items.length === 0 && <EmptyState>조건에 맞는 베팅이 없습니다.</EmptyState>}
      {bets.data && bets.data.items.length > 0 && (
        <>
          <BetsTable items={bets.data.items} totals={bets.data.totals} />
          <Pager
            page={bets.data.page}
            pageSize={bets.data.pageSize}
            total={bets.data.total}
            onPage={(page) => apply({ ...filter, page })}
          />
        </>
      )}
    </>
  );
}
