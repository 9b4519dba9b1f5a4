/** The 21 banks a member can register (spec section 5, "Bank list"), in the spec's order. */
export const bankList = [
  'KEB하나은행',
  'SC제일은행',
  '경남은행',
  '광주은행',
  '국민은행',
  '기업은행',
  '농협',
  '대구은행',
  '부산은행',
  '새마을금고',
  '수협',
  '신한은행',
  '신협',
  '외환은행',
  '우리은행',
  '우체국',
  '전북은행',
  '제주은행',
  '카카오뱅크',
  '한국씨티은행',
  '한미은행',
] as const;

/** True when `name` is one of the registrable banks. */
export function isKnownBank(name: string): boolean {
  return (bankList as readonly string[]).includes(name);
}

/** '****5678': only the last 4 digits of a bank account (마이페이지, and the back office's payout dialog). */
export function maskBankAccount(account: string): string {
  return `****${account.replace(/\D/g, '').slice(-4)}`;
}
