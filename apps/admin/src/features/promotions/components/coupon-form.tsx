import { type CouponRewardKind, couponRewardKinds, couponRewardText } from '@hanpan/core/api/promotions';
import { type CouponMode, couponModes, couponModeText } from '@hanpan/core/api/staff-promotions';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/staff-client.ts';
import { useCouponChanges } from '../api/coupons.ts';
import { kstInputToIso } from '../kst-input.ts';

type Form = {
  name: string;
  rewardKind: CouponRewardKind;
  amount: string;
  expiresAt: string;
  mode: CouponMode;
  code: string;
};

const emptyForm: Form = { name: '', rewardKind: 'cash', amount: '', expiresAt: '', mode: 'issued', code: '' };

/** A new coupon: name, cash or points, amount, expiry (KST), how members get it and its code. */
export function CouponForm({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<Form>(emptyForm);
  const [error, setError] = useState<string | null>(null);
  const { create } = useCouponChanges();
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setError(null);
    try {
      const done = await create.mutateAsync({
        name: form.name,
        rewardKind: form.rewardKind,
        // The server refuses anything but a whole positive number with its Korean message.
        amount: form.amount.trim() === '' ? Number.NaN : Number(form.amount.replaceAll(',', '')),
        expiresAt: kstInputToIso(form.expiresAt),
        mode: form.mode,
        code: form.mode === 'issued' ? null : form.code,
      });
      onDone(done.message);
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <form className="panel" onSubmit={(event) => void submit(event)} noValidate data-testid="coupon-form">
      <h2 className="panel__title">쿠폰 만들기</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="coupon-name">쿠폰 이름</label>
          <input
            id="coupon-name"
            className="input"
            value={form.name}
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="coupon-kind">지급 종류</label>
          <select
            id="coupon-kind"
            className="input"
            value={form.rewardKind}
            onChange={(e) => set({ rewardKind: e.target.value as CouponRewardKind })}
          >
            {couponRewardKinds.map((kind) => (
              <option key={kind} value={kind}>
                {couponRewardText[kind].name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="coupon-amount">금액</label>
          <div className="input-unit">
            <input
              id="coupon-amount"
              className="input num"
              inputMode="numeric"
              value={form.amount}
              onChange={(e) => set({ amount: e.target.value })}
            />
            <span className="input-unit__unit">{couponRewardText[form.rewardKind].unit}</span>
          </div>
        </div>
        <div className="field">
          <label htmlFor="coupon-expiry">만료 일시 (KST)</label>
          <input
            id="coupon-expiry"
            type="datetime-local"
            className="input"
            value={form.expiresAt}
            onChange={(e) => set({ expiresAt: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="coupon-mode">지급 방식</label>
          <select
            id="coupon-mode"
            className="input"
            value={form.mode}
            onChange={(e) => set({ mode: e.target.value as CouponMode })}
          >
            {couponModes.map((mode) => (
              <option key={mode} value={mode}>
                {couponModeText[mode]}
              </option>
            ))}
          </select>
        </div>
        {form.mode !== 'issued' && (
          <div className="field">
            <label htmlFor="coupon-code">쿠폰 코드 (영문, 숫자, -)</label>
            <input
              id="coupon-code"
              className="input input--code"
              value={form.code}
              onChange={(e) => set({ code: e.target.value.toUpperCase() })}
            />
          </div>
        )}
      </div>
      <FormError message={error} />
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel}>
          취소
        </button>
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          만들기
        </button>
      </div>
    </form>
  );
}
