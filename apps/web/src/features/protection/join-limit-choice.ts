import { type JoinDepositLimit, joinDepositLimitSchema, protectionText } from '@hanpan/core/api/protection';
import { amountOfInput } from '../../lib/amount-input.ts';

/** What the registration form's 입금 한도 설정 section holds: a window (or 설정 안 함) and the amount typed. */
export type JoinLimitChoice = {
  window: 'none' | NonNullable<JoinDepositLimit>['window'];
  amountText: string;
};

/** 설정 안 함: the section's default. */
export const noJoinLimit: JoinLimitChoice = { window: 'none', amountText: '' };

/** The join payload's depositLimit for a choice (undefined for 설정 안 함), or the Korean problem with it. */
export function readJoinLimitChoice(
  choice: JoinLimitChoice,
): { isValid: true; depositLimit: JoinDepositLimit } | { isValid: false; message: string } {
  if (choice.window === 'none') return { isValid: true, depositLimit: undefined };
  const parsed = joinDepositLimitSchema.safeParse({
    window: choice.window,
    amount: amountOfInput(choice.amountText),
  });
  if (parsed.success) return { isValid: true, depositLimit: parsed.data };
  return {
    isValid: false,
    message: parsed.error.issues[0]?.message ?? protectionText.joinLimitAmountInvalid,
  };
}
