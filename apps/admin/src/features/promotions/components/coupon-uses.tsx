import {
  couponUseStatuses,
  type StaffCouponItem,
  type StaffCouponUse,
} from '@hanpan/core/api/staff-promotions';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useCouponChanges, useCouponUses } from '../api/coupons.ts';

const statusText: Record<StaffCouponUse['status'], string> = {
  unused: '미사용',
  used: '사용',
  revoked: '회수',
};
type CopyTab = 'all' | StaffCouponUse['status'];

const copyTabs = [
  { value: 'all', label: '전체' },
  ...couponUseStatuses.map((status) => ({ value: status, label: statusText[status] })),
] as const satisfies readonly { value: CopyTab; label: string }[];

const statusTone: Record<StaffCouponUse['status'], string> = {
  unused: 'pending',
  used: 'active',
  revoked: 'suspended',
};

/** Who holds one coupon and whether they used it; staff who manage may take back an unused copy. */
export function CouponUses({
  coupon,
  canManage,
  onDone,
}: {
  coupon: StaffCouponItem;
  canManage: boolean;
  onDone: (message: string) => void;
}) {
  const [tab, setTab] = useState<CopyTab>('all');
  const [page, setPage] = useState(1);
  const uses = useCouponUses({ couponId: coupon.id, status: tab === 'all' ? null : tab, page });
  const { revokeIssue } = useCouponChanges();
  const [revoking, setRevoking] = useState<StaffCouponUse | null>(null);
  return (
    <section className="panel" data-testid="coupon-uses">
      <h2 className="panel__title">「{coupon.name}」 사용 내역</h2>
      <div className="toolbar">
        <Tabs
          label="사용 상태"
          choices={copyTabs}
          value={tab}
          onChange={(value) => {
            setTab(value);
            setPage(1);
          }}
        />
      </div>
      {uses.isPending && <LoadingState />}
      {uses.isError && <ErrorState error={uses.error} onRetry={() => void uses.refetch()} />}
      {uses.data && uses.data.items.length === 0 && (
        <EmptyState>{tab === 'all' ? '아직 받은 회원이 없습니다.' : '해당하는 회원이 없습니다.'}</EmptyState>
      )}
      {uses.data && uses.data.items.length > 0 && (
        <DataTable
          head={
            <>
              <th scope="col">아이디</th>
              <th scope="col">닉네임</th>
              <th scope="col">상태</th>
              <th scope="col">지급 (KST)</th>
              <th scope="col">사용 (KST)</th>
              {canManage && <th scope="col">관리</th>}
            </>
          }
        >
          {uses.data.items.map((use) => (
            <tr key={use.issueId} data-testid="coupon-use-row">
              <td>{use.loginId}</td>
              <td>{use.nick}</td>
              <td>
                <span className={`status status--${statusTone[use.status]}`}>{statusText[use.status]}</span>
              </td>
              <td>{formatKstDateTime(use.issuedAt)}</td>
              <td>{use.usedAt ? formatKstDateTime(use.usedAt) : '-'}</td>
              {canManage && (
                <td className="actions">
                  {use.status === 'unused' && (
                    <button
                      type="button"
                      className="btn btn--sm btn--danger"
                      onClick={() => setRevoking(use)}
                    >
                      회수
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </DataTable>
      )}
      {uses.data && uses.data.items.length > 0 && (
        <Pager page={uses.data.page} pageSize={uses.data.pageSize} total={uses.data.total} onPage={setPage} />
      )}
      {revoking && (
        <ConfirmDialog
          title="쿠폰 회수"
          confirmLabel="회수"
          tone="danger"
          onConfirm={async () => onDone((await revokeIssue.mutateAsync(revoking.issueId)).message)}
          onClose={() => setRevoking(null)}
        >
          <p className="confirm-text">{revoking.loginId} 회원의 사용하지 않은 쿠폰을 회수합니다.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
