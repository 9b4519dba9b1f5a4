import { type MoneySettings, moneySettingsSchema } from '@hanpan/core/api/staff';
import { formatWon } from '@hanpan/core/money/amount';

/** The amount fields of the money settings. */
export const amountFields = [
  { key: 'minCharge', label: '최소 충전 금액', unit: '원' },
  { key: 'maxCharge', label: '1회 최대 충전 금액', unit: '원' },
  { key: 'minExchange', label: '최소 환전 금액', unit: '원' },
  { key: 'maxExchange', label: '1회 최대 환전 금액', unit: '원' },
  { key: 'minPointConversion', label: '최소 포인트 전환', unit: 'P' },
  { key: 'exchangeDualApprovalAmount', label: '고액 환전 2차 승인 기준 금액', unit: '원' },
  {
    key: 'agencySettlementDualApprovalAmount',
    label: '파트너 정산 보류 해제 2차 승인 기준 금액',
    unit: '원',
  },
] as const;

/** The deposit bank fields. */
export const bankFields = [
  { key: 'bankName', label: '입금 은행' },
  { key: 'bankAccount', label: '입금 계좌번호' },
  { key: 'bankHolder', label: '예금주' },
] as const;

type AmountKey = (typeof amountFields)[number]['key'];
type BankKey = (typeof bankFields)[number]['key'];

/** The form as typed: every field a string. */
export type MoneySettingsForm = Record<AmountKey | BankKey, string>;

/** A validated form, or a Korean message per field (and one for the form as a whole). */
export type MoneySettingsReading =
  | { ok: true; settings: MoneySettings }
  | { ok: false; fieldErrors: Partial<Record<AmountKey | BankKey, string>>; formError: string | null };

/** The stored settings as form values. */
export function toForm(settings: MoneySettings): MoneySettingsForm {
  return {
    minCharge: formatWon(settings.minCharge),
    maxCharge: formatWon(settings.maxCharge),
    minExchange: formatWon(settings.minExchange),
    maxExchange: formatWon(settings.maxExchange),
    minPointConversion: formatWon(settings.minPointConversion),
    exchangeDualApprovalAmount: formatWon(settings.exchangeDualApprovalAmount),
    agencySettlementDualApprovalAmount: formatWon(settings.agencySettlementDualApprovalAmount),
    ...settings.depositBank,
  };
}

/** Digits (commas allowed) as a number; NaN for anything else. */
function readDigits(text: string): number {
  const cleaned = text.trim().replaceAll(',', '');
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** Checks the form against core's moneySettingsSchema, with Korean messages for every problem. */
export function readMoneySettingsForm(form: MoneySettingsForm): MoneySettingsReading {
  const fieldErrors: Partial<Record<AmountKey | BankKey, string>> = {};
  const amounts = {} as Record<AmountKey, number>;
  for (const field of amountFields) {
    amounts[field.key] = readDigits(form[field.key]);
    if (Number.isNaN(amounts[field.key])) fieldErrors[field.key] = '숫자(원 단위 정수)로 입력해 주세요.';
  }
  const candidate = {
    ...amounts,
    depositBank: { bankName: form.bankName, bankAccount: form.bankAccount, bankHolder: form.bankHolder },
  };
  const parsed = moneySettingsSchema.safeParse(candidate);
  if (parsed.success && Object.keys(fieldErrors).length === 0) return { ok: true, settings: parsed.data };
  let formError: string | null = null;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path[issue.path.length - 1] as AmountKey | BankKey | undefined;
    if (key === undefined) {
      formError ??= issue.message;
      continue;
    }
    if (fieldErrors[key]) continue;
    fieldErrors[key] = koreanMessage(issue);
  }
  return { ok: false, fieldErrors, formError };
}

/** zod's own messages are English; the bank fields carry Korean ones from core. */
function koreanMessage(issue: {
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
}): string {
  const isText = issue.origin === 'string';
  if (issue.code === 'too_small') {
    return isText ? issue.message : `${formatWon(Number(issue.minimum))} 이상으로 입력해 주세요.`;
  }
  if (issue.code === 'too_big') {
    return isText
      ? `${Number(issue.maximum)}자 이하로 입력해 주세요.`
      : `${formatWon(Number(issue.maximum))} 이하로 입력해 주세요.`;
  }
  return '올바른 값을 입력해 주세요.';
}
