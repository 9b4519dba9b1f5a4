import { agencySettlementStatusNames } from '@hanpan/core/api/agency';
import {
  agencySettlementStatuses,
  type StaffAgencySettlementItem,
  type StaffAgencySettlementsRequest,
} from '@hanpan/core/api/agency-settlement';
import { canStaff } from '@hanpan/core/staff-roles';
import { kstDateOf, kstDayPlus } from '@hanpan/core/time/kst';
import { Fragment, useId, useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { Flash } from '../../../components/flash.tsx';
import { KstRangeFields } from '../../../components/kst-range-fields.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useAgencySettlements } from '../api/get-settlements.ts';
import { SettleDayForm } from '../components/settle-day-form.tsx';
import {
  releaseLabels,
  type SettlementAction,
  SettlementActionDialog,
} from '../components/settlement-action-dialog.tsx';
import { SettlementLines } from '../components/settlement-lines.tsx';
import '../agency.css';

const won = new Intl.NumberFormat('ko-KR');
const statusTone = { paid: 'approved', released: 'approved', held: 'pending', adjusted: 'rejected' } as const;

/** A settlement's status as a badge, with an adjusted amount and a pending first approval noted. */
function StatusBadges({ item }: { item: StaffAgencySettlementItem }) {
  return (
    <span className="agency-settlement__badges">
      <span className={`status status--${statusTone[item.status]}`}>
        {agencySettlementStatusNames[item.status]}
      </span>
      {item.isAdjusted && <span className="tag tag--info">관리자 조정</span>}
      {item.firstApprovedBy && item.status === 'held' && (
        <span className="tag tag--warn">1차 승인: {item.firstApprovedBy}</span>
      )}
    </span>
  );
}

/** 정산 관리: run a day, the settlements by day range, partner and status, holds, adjustments and releases. */
export function SettlementPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'payments.view');
  const canAct = canStaff(me.role, 'balance.adjust');
  const partnerFieldId = useId();
  const statusFieldId = useId();
  const today = kstDateOf(new Date());
  const [filter, setFilter] = useState<Required<StaffAgencySettlementsRequest>>({
    from: kstDayPlus(today, -7),
    to: kstDayPlus(today, -1),
    partnerId: null,
    status: 'all',
    page: 1,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const [action, setAction] = useState<SettlementAction | null>(null);
  const [flash, showFlash] = useFlash();
  const settlements = useAgencySettlements(filter, canView);

  if (!canView) return <ForbiddenState />;
  const change = (next: Partial<typeof filter>) => setFilter({ ...filter, page: 1, ...next });
  const data = settlements.data;

  return (
    <section className="agency-settlement" data-testid="settlement-page">
      <PageHeader title="정산 관리" />
      <Flash message={flash} />
      {canAct && <SettleDayForm onDone={showFlash} />}
      <div className="filters">
        <KstRangeFields
          from={filter.from}
          until={filter.to}
          onChange={(range) => change({ from: range.from, to: range.until })}
        />
        <div className="field field--inline">
          <label htmlFor={partnerFieldId}>파트너 번호</label>
          <input
            id={partnerFieldId}
            className="input"
            inputMode="numeric"
            value={filter.partnerId ?? ''}
            onChange={(event) => {
              const id = Number(event.target.value);
              change({ partnerId: Number.isInteger(id) && id > 0 ? id : null });
            }}
          />
        </div>
        <div className="field field--inline">
          <label htmlFor={statusFieldId}>상태</label>
          <select
            id={statusFieldId}
            className="input"
            value={filter.status}
            onChange={(event) => change({ status: event.target.value as typeof filter.status })}
          >
            <option value="all">전체</option>
            {agencySettlementStatuses.map((status) => (
              <option key={status} value={status}>
                {agencySettlementStatusNames[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {settlements.isPending && <LoadingState label="정산 내역을 불러오는 중입니다…" />}
      {settlements.isError && (
        <ErrorState error={settlements.error} onRetry={() => void settlements.refetch()} />
      )}
      {data && data.list.length === 0 && <EmptyState>조건에 맞는 정산이 없습니다.</EmptyState>}
      {data && data.list.length > 0 && (
        <>
          <p className="agency-settlement__note">
            보류 해제 지급액이 {won.format(data.dualApprovalAmount)}원을 넘으면 서로 다른 관리자 두 명의
            승인이 필요합니다.
          </p>
          <DataTable
            testId="settlement-table"
            className="table agency-settlement__table"
            head={
              <>
                <th scope="col">정산일</th>
                <th scope="col">파트너</th>
                <th scope="col">상태</th>
                <th scope="col" className="num">
                  정산금
                </th>
                <th scope="col">처리</th>
              </>
            }
          >
            {data.list.map((item) => {
              const isOpen = openId === item.id;
              return (
                <Fragment key={item.id}>
                  <tr data-testid="settlement-row">
                    <td>{item.day}</td>
                    <td>
                      {item.partnerName} <span className="agency-settlement__id">#{item.partnerId}</span>
                    </td>
                    <td>
                      <StatusBadges item={item} />
                    </td>
                    <td className={`num${item.amount < 0 ? ' agency-settlement__neg' : ''}`}>
                      {won.format(item.amount)}
                      {item.isAdjusted && (
                        <div className="agency-settlement__computed">
                          계산 {won.format(item.computedAmount)}
                        </div>
                      )}
                    </td>
                    <td className="agency-settlement__actions">
                      <button
                        type="button"
                        className="btn btn--sm"
                        aria-expanded={isOpen}
                        onClick={() => setOpenId(isOpen ? null : item.id)}
                      >
                        {isOpen ? '접기' : `내역 ${item.lines.length}건`}
                      </button>
                      {canAct && !item.isPartnerHeld && item.status !== 'held' && (
                        <button
                          type="button"
                          className="btn btn--sm"
                          onClick={() => setAction({ kind: 'hold', item })}
                        >
                          보류
                        </button>
                      )}
                      {canAct && item.status === 'held' && (
                        <>
                          <button
                            type="button"
                            className="btn btn--sm"
                            onClick={() => setAction({ kind: 'adjust', item })}
                          >
                            금액 조정
                          </button>
                          <button
                            type="button"
                            className="btn btn--sm btn--primary"
                            onClick={() => setAction({ kind: 'release', item })}
                          >
                            {releaseLabels[item.releaseStage]}
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                  {isOpen && (
                    <tr>
                      <td colSpan={5}>
                        <SettlementLines lines={item.lines} />
                        {item.releasedAt && (
                          <p className="agency-settlement__note">
                            {item.releasedBy} 지급 처리 · {new Date(item.releasedAt).toLocaleString('ko-KR')}{' '}
                            · {item.releaseReason}
                          </p>
                        )}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </DataTable>
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={(page) => setFilter({ ...filter, page })}
          />
        </>
      )}
      {action && (
        <SettlementActionDialog action={action} onDone={showFlash} onClose={() => setAction(null)} />
      )}
    </section>
  );
}
