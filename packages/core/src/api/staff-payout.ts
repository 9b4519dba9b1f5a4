import { z } from 'zod';
import { maxRequestAmount } from '../money/amount.ts';
import { storableText, unusableTextMessage } from './text.ts';

// Issue 27: a member under a time-out or self-exclusion cannot sign in, yet "can still withdraw the
// balance through support". Staff file the withdrawal (환전) request for them; it joins the normal
// queue and is approved there. Replies: 0 with the new request (StaffExchangeItem), 1 when the member
// is not found or not blocked, 2 for bad input, 3 without payments.decide, and 6 (paymentCode's
// insufficientBalance, as for the member's own request) when the amount is more than the cash.

/** Korean messages of /api/staff/members/payOut. */
export const staffPayOutText = {
  amountInvalid: '출금 금액은 1원 이상의 정수로 입력해 주세요.',
  memberNotFound: '회원을 찾을 수 없습니다.',
  notBlocked:
    '이용 일시 중지 또는 자기 제한 중인 회원이 아닙니다. 회원이 직접 로그인해 환전을 신청해야 합니다.',
  requested: '출금 신청을 접수했습니다. 환전 관리에서 승인하면 지급됩니다.',
} as const;

/**
 * POST /api/staff/members/payOut: a withdrawal of `amount` (1 .. the member's cash) to the member's
 * approved payout account; `idempotencyKey` makes a double click or a retry request it once.
 */
export const staffPayOutRequestSchema = z.object({
  memberId: z
    .number({ error: staffPayOutText.memberNotFound })
    .int({ error: staffPayOutText.memberNotFound })
    .positive({ error: staffPayOutText.memberNotFound })
    .max(2_147_483_647, { error: staffPayOutText.memberNotFound }),
  amount: z
    .number({ error: staffPayOutText.amountInvalid })
    .int({ error: staffPayOutText.amountInvalid })
    .min(1, { error: staffPayOutText.amountInvalid })
    .max(maxRequestAmount, { error: staffPayOutText.amountInvalid }),
  idempotencyKey: storableText(unusableTextMessage('요청 키')).min(8).max(100),
});
/** Body of /api/staff/members/payOut. */
export type StaffPayOutRequest = z.infer<typeof staffPayOutRequestSchema>;
