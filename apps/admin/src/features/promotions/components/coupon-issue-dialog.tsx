import type { StaffCouponItem } from '@hanpan/core/api/staff-promotions';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useCouponChanges } from '../api/coupons.ts';
import { readLoginIds } from '../kst-input.ts';

/** Gives an 'issued' coupon to the members whose login ids staff type. */
export function CouponIssueDialog({
  coupon,
  onDone,
  onClose,
}: {
  coupon: StaffCouponItem;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const { issue } = useCouponChanges();
  return (
    <ConfirmDialog
      title={`「${coupon.name}」 지급`}
      testId="coupon-issue-dialog"
      confirmLabel="지급"
      onConfirm={async () => {
        const done = await issue.mutateAsync({ couponId: coupon.id, loginIds: readLoginIds(text) });
        onDone(done.message);
      }}
      onClose={onClose}
    >
      <label htmlFor="coupon-login-ids" className="confirm-text">
        회원 아이디 (줄바꿈 또는 쉼표로 구분, 1,000명까지)
      </label>
      <textarea
        id="coupon-login-ids"
        className="input"
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </ConfirmDialog>
  );
}
