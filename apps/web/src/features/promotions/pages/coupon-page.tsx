import type { ApiReply, ReplyMessage } from '@hanpan/core/api/envelope';
import {
  type CouponUseResult,
  couponCodeMaxLength,
  couponCodeSchema,
  couponRewardText,
  type MemberCouponItem,
  memberCouponStateText,
  promotionText,
} from '@hanpan/core/api/promotions';
import { formatWon } from '@hanpan/core/money/amount';
import { formatKstMinute, kstNote } from '@hanpan/core/time/kst';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { confirmAlert, showAlert } from '../../../lib/alert-store.ts';
import { replyMessage } from '../../../lib/api-client.ts';
import { describeError, isHandledByClient } from '../../../lib/api-error.ts';
import { LoginRequired } from '../../auth/index.ts';
import { useCouponActions, useCouponList } from '../api/coupons.ts';
import '../../promotions/promotions.css';

const amountText = (item: { amount: number; rewardKind: MemberCouponItem['rewardKind'] }) =>
  `${formatWon(item.amount)}${couponRewardText[item.rewardKind].unit}`;

/** Shows the server's answer to a coupon call (the header balance already follows its userContext). */
async function report(send: () => Promise<ApiReply<CouponUseResult | ReplyMessage>>): Promise<void> {
  try {
    const reply = await send();
    if (reply.code === 99) return;
    await showAlert({ message: replyMessage(reply) ?? '쿠폰을 처리하지 못했습니다.' });
  } catch (error) {
    if (!isHandledByClient(error))
      await showAlert({ message: `쿠폰을 처리하지 못했습니다. ${describeError(error)}` });
  }
}

/** The code box: a published coupon code, confirmed before it is redeemed. */
function CouponCodeForm() {
  const { redeem } = useCouponActions();
  const [code, setCode] = useState('');

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    // The server's own check runs first, so only a code it could accept is confirmed.
    const checked = couponCodeSchema.safeParse(code);
    if (!checked.success) {
      await showAlert({ message: checked.error.issues[0]?.message ?? promotionText.codeBadCharacter });
      return;
    }
    if (!(await confirmAlert(promotionText.confirmCode(checked.data)))) return;
    await report(() => redeem.mutateAsync(checked.data));
    setCode('');
  }

  return (
    <form className="coupon-code" onSubmit={(event) => void submit(event)} aria-label="쿠폰 코드 등록">
      <label htmlFor="coupon-code-input" className="coupon-code__label">
        쿠폰 코드
      </label>
      <input
        id="coupon-code-input"
        className="coupon-code__input"
        value={code}
        maxLength={couponCodeMaxLength}
        autoComplete="off"
        placeholder="받으신 쿠폰 코드를 입력하세요"
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="btn btn--primary" disabled={redeem.isPending}>
        코드 사용
      </button>
    </form>
  );
}

/** One coupon row with its use button while it is usable. */
function CouponRow({ item }: { item: MemberCouponItem }) {
  const { use } = useCouponActions();

  async function spend(): Promise<void> {
    const question = promotionText.confirmCoupon(
      item.name,
      amountText(item),
      couponRewardText[item.rewardKind].name,
    );
    if (!(await confirmAlert(question))) return;
    await report(() => use.mutateAsync(item.id));
  }

  return (
    <tr data-testid="coupon-row" data-state={item.state}>
      <td data-label="쿠폰">{item.name}</td>
      <td data-label="금액" className="coupon-table__amount">
        {amountText(item)}
      </td>
      <td data-label="만료" className="coupon-table__time">
        {formatKstMinute(item.expiresAt)}
      </td>
      <td data-label="상태">
        <span className={`coupon-state coupon-state--${item.state}`}>
          {memberCouponStateText[item.state]}
        </span>
      </td>
      <td data-label="사용">
        {item.state === 'unused' ? (
          <button
            type="button"
            className="btn btn--outline btn--sm"
            disabled={use.isPending}
            onClick={() => void spend()}
          >
            사용
          </button>
        ) : (
          <span className="coupon-table__time">{item.usedAt ? formatKstMinute(item.usedAt) : '-'}</span>
        )}
      </td>
    </tr>
  );
}

/** The member's coupons, newest first. */
function CouponList() {
  const { data, isPending, isError, refetch } = useCouponList();
  if (isPending) return <SkeletonLines count={4} label="쿠폰을 불러오는 중" />;
  if (isError) return <ErrorState message="쿠폰을 불러오지 못했습니다." onRetry={() => void refetch()} />;
  if (data.list.length === 0) return <EmptyState>보유한 쿠폰이 없습니다.</EmptyState>;
  return (
    <table className="coupon-table">
      <thead>
        <tr>
          <th scope="col">쿠폰</th>
          <th scope="col" className="coupon-table__amount">
            금액
          </th>
          <th scope="col" title={kstNote}>
            만료일시(KST)
          </th>
          <th scope="col">상태</th>
          <th scope="col">사용</th>
        </tr>
      </thead>
      <tbody>
        {data.list.map((item) => (
          <CouponRow key={item.id} item={item} />
        ))}
      </tbody>
    </table>
  );
}

/** /board/coupon (members only): the member's coupons and a box for a published code. */
export function CouponPage() {
  return (
    <PageFrame title="쿠폰">
      <LoginRequired>
        <section className="promo-card" aria-labelledby="coupon-code-title">
          <h2 id="coupon-code-title" className="promo-card__title">
            쿠폰 코드 등록
          </h2>
          <CouponCodeForm />
        </section>
        <section className="promo-card" aria-labelledby="coupon-list-title" data-testid="coupon-list">
          <h2 id="coupon-list-title" className="promo-card__title">
            보유 쿠폰
          </h2>
          <CouponList />
        </section>
      </LoginRequired>
    </PageFrame>
  );
}
