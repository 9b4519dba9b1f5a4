import { couponRewardText } from '@hanpan/core/api/promotions';
import {
  type CouponListStatus,
  couponListStatuses,
  couponListStatusText,
  couponModeText,
  type StaffCouponItem,
} from '@hanpan/core/api/staff-promotions';
import { canStaff } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useCouponChanges, useCoupons } from '../api/coupons.ts';
import { CouponForm } from '../components/coupon-form.tsx';
import { CouponIssueDialog } from '../components/coupon-issue-dialog.tsx';
import { CouponUses } from '../components/coupon-uses.tsx';

type StatusTab = 'all' | CouponListStatus;

const statusTabs = [
  { value: 'all', label: '전체' },
  ...couponListStatuses.map((status) => ({ value: status, label: couponListStatusText[status] })),
] as const satisfies readonly { value: StatusTab; label: string }[];

const amountText = (coupon: StaffCouponItem) =>
  `${coupon.amount.toLocaleString('ko-KR')}${couponRewardText[coupon.rewardKind].unit}`;

/** 쿠폰: define coupons, give issued ones to members, revoke, and see who used them. */
export function CouponsPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'promotions.view');
  const canManage = canStaff(me.role, 'promotions.manage');
  const [tab, setTab] = useState<StatusTab>('all');
  const [page, setPage] = useState(1);
  const coupons = useCoupons({ status: tab === 'all' ? null : tab, page }, canView);
  const { revoke } = useCouponChanges();
  const [isCreating, setIsCreating] = useState(false);
  const [issuing, setIssuing] = useState<StaffCouponItem | null>(null);
  const [revoking, setRevoking] = useState<StaffCouponItem | null>(null);
  const [showingUses, setShowingUses] = useState<StaffCouponItem | null>(null);
  const [flash, showFlash] = useFlash();

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="쿠폰">
        {canManage && !isCreating && (
          <button type="button" className="btn btn--primary" onClick={() => setIsCreating(true)}>
            쿠폰 만들기
          </button>
        )}
      </PageHeader>
      <Flash message={flash} />
      {isCreating && (
        <CouponForm
          onCancel={() => setIsCreating(false)}
          onDone={(message) => {
            setIsCreating(false);
            showFlash(message);
          }}
        />
      )}
      <div className="toolbar">
        <Tabs
          label="상태"
          choices={statusTabs}
          value={tab}
          onChange={(value) => {
            setTab(value);
            setPage(1);
          }}
        />
      </div>
      {coupons.isPending && <LoadingState />}
      {coupons.isError && <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />}
      {coupons.data && coupons.data.items.length === 0 && (
        <EmptyState>{tab === 'all' ? '만든 쿠폰이 없습니다.' : '해당하는 쿠폰이 없습니다.'}</EmptyState>
      )}
      {coupons.data && coupons.data.items.length > 0 && (
        <DataTable
          testId="coupon-table"
          head={
            <>
              <th scope="col">번호</th>
              <th scope="col">이름</th>
              <th scope="col">방식</th>
              <th scope="col">코드</th>
              <th scope="col">지급</th>
              <th scope="col">만료 (KST)</th>
              <th scope="col">보유 / 사용</th>
              <th scope="col">상태</th>
              <th scope="col">관리</th>
            </>
          }
        >
          {coupons.data.items.map((coupon) => (
            <tr key={coupon.id} data-testid={`coupon-row-${coupon.id}`}>
              <td className="num">{coupon.id}</td>
              <td className="ellipsis">{coupon.name}</td>
              <td>{couponModeText[coupon.mode]}</td>
              <td>{coupon.code ?? '-'}</td>
              <td className="num">{amountText(coupon)}</td>
              <td>{formatKstDateTime(coupon.expiresAt)}</td>
              <td className="num">
                {coupon.issuedCount} / {coupon.usedCount}
              </td>
              <td>
                <span className={`status status--${coupon.isRevoked ? 'suspended' : 'active'}`}>
                  {coupon.isRevoked ? '회수' : '사용 중'}
                </span>
              </td>
              <td className="actions">
                <button type="button" className="btn btn--sm" onClick={() => setShowingUses(coupon)}>
                  사용 내역
                </button>
                {canManage && coupon.mode === 'issued' && !coupon.isRevoked && (
                  <button type="button" className="btn btn--sm" onClick={() => setIssuing(coupon)}>
                    지급
                  </button>
                )}
                {canManage && !coupon.isRevoked && (
                  <button
                    type="button"
                    className="btn btn--sm btn--danger"
                    onClick={() => setRevoking(coupon)}
                  >
                    회수
                  </button>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {coupons.data && coupons.data.items.length > 0 && (
        <Pager
          page={coupons.data.page}
          pageSize={coupons.data.pageSize}
          total={coupons.data.total}
          onPage={setPage}
        />
      )}
      {showingUses && (
        <CouponUses key={showingUses.id} coupon={showingUses} canManage={canManage} onDone={showFlash} />
      )}
      {issuing && <CouponIssueDialog coupon={issuing} onDone={showFlash} onClose={() => setIssuing(null)} />}
      {revoking && (
        <ConfirmDialog
          title="쿠폰 회수"
          confirmLabel="회수"
          tone="danger"
          onConfirm={async () => showFlash((await revoke.mutateAsync(revoking.id)).message)}
          onClose={() => setRevoking(null)}
        >
          <p className="confirm-text">
            「{revoking.name}」의 코드는 더 이상 쓸 수 없고, 회원이 아직 사용하지 않은 쿠폰도 모두 회수됩니다.
            이미 지급된 금액은 그대로입니다.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
