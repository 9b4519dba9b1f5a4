import { conversionCode, conversionText } from '@hanpan/core/api/wallet-codes';
import { amountProblemText, formatWon, readWonAmount } from '@hanpan/core/money/amount';

/** The four conversions a member can make (spec sections 2, 5 and 7). */
export type ConversionKind = 'pointToCash' | 'cashToPoint' | 'agencyCashToPoint' | 'agencyCashToCash';

type ConversionTexts = {
  /** Shown instead of calling when there is nothing to convert (spec section 5, "Conversions"). */
  emptyText: string;
  confirmText: (amount: number) => string;
  doneText: string;
  failedText: string;
  /** Fallbacks by reply code when the server sent no message. */
  codeText: Partial<Record<number, string>>;
};

/** What each conversion says to the member. */
export const conversionTexts: Record<ConversionKind, ConversionTexts> = {
  pointToCash: {
    emptyText: conversionText.noPoints,
    confirmText: (amount) => `보유 포인트 ${formatWon(amount)}P를 캐시로 전환하시겠습니까?`,
    doneText: conversionText.pointToCashDone,
    failedText: '포인트 전환에 실패했습니다.',
    codeText: {
      [conversionCode.nothing]: conversionText.noPoints,
      [conversionCode.belowMinimum]: '최소 전환 포인트가 되지 않습니다.',
    },
  },
  cashToPoint: {
    emptyText: '전환할 금액을 입력해 주세요.',
    confirmText: (amount) => `${formatWon(amount)}원을 포인트로 전환하시겠습니까?`,
    doneText: conversionText.cashToPointDone,
    failedText: '포인트 전환에 실패했습니다.',
    codeText: {
      [conversionCode.nothing]: '전환할 금액을 확인해 주세요.',
      [conversionCode.insufficientBalance]: conversionText.insufficientCash,
    },
  },
  agencyCashToPoint: {
    emptyText: conversionText.noAgencyCash,
    confirmText: (amount) => `정산금 ${formatWon(amount)}원을 포인트로 전환하시겠습니까?`,
    doneText: conversionText.agencyCashToPointDone,
    failedText: '정산금 전환에 실패했습니다.',
    codeText: { [conversionCode.nothing]: conversionText.noAgencyCash },
  },
  agencyCashToCash: {
    emptyText: conversionText.noAgencyCash,
    confirmText: (amount) => `정산금 ${formatWon(amount)}원을 캐시로 전환하시겠습니까?`,
    doneText: conversionText.agencyCashToCashDone,
    failedText: '정산금 전환에 실패했습니다.',
    codeText: { [conversionCode.nothing]: conversionText.noAgencyCash },
  },
};

/** What to tell the member after a conversion replied: the server's message first, then ours. */
export function conversionReplyText(kind: ConversionKind, code: number, serverMessage?: string): string {
  if (serverMessage) return serverMessage;
  const texts = conversionTexts[kind];
  if (code === conversionCode.ok) return texts.doneText;
  return texts.codeText[code] ?? `${texts.failedText} (${code})`;
}

/** Checks the cash-to-point amount before sending it: readable, and not above the cash held. */
export function checkCashToPoint(
  text: string,
  cash: number,
): { ok: true; amount: number } | { ok: false; message: string } {
  if (!text.trim()) return { ok: false, message: conversionTexts.cashToPoint.emptyText };
  const reading = readWonAmount(text);
  if (!reading.ok) return { ok: false, message: amountProblemText[reading.problem] };
  if (reading.amount > cash) return { ok: false, message: conversionText.insufficientCash };
  return { ok: true, amount: reading.amount };
}
