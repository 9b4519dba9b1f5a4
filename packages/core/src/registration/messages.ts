import { joinCode } from '../api/auth-codes.ts';

// Korean texts of spec sections 5 and 8. Where the spec quotes Korean, the text is verbatim
// (the spec lists the step-5 texts comma-separated, so their closing period is ours).

/** Replies of the login-id duplicate check (spec section 5, "ID check"). */
export const loginIdCheckMessage = {
  invalid: '아이디는 영어,숫자로만 입력하세요.',
  usable: '사용 하셔도 되는 아이디 입니다.',
  duplicate: '중복되는 아이디가 있습니다.!!',
} as const;

/** Replies of the nickname duplicate check (spec section 5, "Nick check"). */
export const nickCheckMessage = {
  invalid: '닉네임은 영어,숫자,한글로만 입력하세요.',
  usable: '사용하셔도 되는 닉네임 입니다.',
  duplicate: '중복되는 닉네임이 있습니다.!!',
} as const;

/** Failures of the join form checks (spec section 5, "Join checks", format rules, field limits). */
export const joinFormMessage = {
  loginIdNotChecked: '아이디 중복체크를 해주세요.',
  loginIdTooShort: '아이디는 4자 이상 입력하세요.',
  nickNotChecked: '닉네임 중복체크를 해주세요.',
  passwordMismatch: '비밀번호가 서로 다릅니다.',
  phoneEmpty: '전화번호를 입력해 주세요.',
  holderEmpty: '예금주를 입력해 주세요.',
  accountEmpty: '계좌번호를 입력해 주세요.',
  joinCodeEmpty: '가입코드를 입력해 주세요.',
  exchangePasswordEmpty: '환전 비밀번호를 입력해주세요.',
  loginIdFormat: '아이디는 영어,숫자 4~12자로 입력하세요.',
  nickFormat: '닉네임은 한글,영어,숫자 2~6자로 입력하세요.',
  holderFormat: '예금주는 한글,영어,숫자 2~8자로 입력하세요.',
  phoneFormat: '전화번호는 숫자 11자리로 입력하세요.',
  birthDateInvalid: '올바른 생년월일을 작성 하세요.',
  underAge: '만 19세 이상만 가입할 수 있습니다.',
  passwordEmpty: '비밀번호를 입력해 주세요.',
  passwordTooLong: '비밀번호는 12자 이하로 입력하세요.',
  accountFormat: '계좌번호는 숫자와 -만 입력하세요.',
  accountTooLong: '계좌번호는 16자 이하로 입력하세요.',
  holderTooLong: '예금주는 16자 이하로 입력하세요.',
  exchangePasswordTooLong: '환전 비밀번호는 12자 이하로 입력하세요.',
  joinCodeTooLong: '가입코드는 16자 이하로 입력하세요.',
  bankNotChosen: '은행을 선택해 주세요.',
  termsNotAgreed: '이용약관에 동의해 주세요.',
  privacyNotAgreed: '개인정보 처리방침에 동의해 주세요.',
} as const;

/** Texts of the /user/join result (spec section 8, "Join result"). */
export const joinResultText = {
  completed: '가입신청이 완료되었습니다.',
  rejected: {
    2: '가입코드가 확인되지 않습니다, 또는 전화번호가 형식에 맞지 않습니다.',
    3: 'SMS 인증 번호가 다릅니다.',
    4: '유효한 코드가 없습니다.',
  } as Readonly<Record<number, string>>,
  duplicate: {
    1: '중복된 아이디가 있습니다.',
    2: '중복된 닉네임이 있습니다.',
    3: '중복된 전화번호가 있습니다.',
    4: '중복된 계좌번호가 있습니다.',
  } as Readonly<Record<number, string>>,
  invalid: '잘못된 항목이 있습니다.',
} as const;

/** Sign-in of a member whose join waits for staff approval (가입승인), and of one refused it. */
export const signInApprovalMessage = {
  awaitingApproval: '가입 승인 대기 중입니다. 관리자 승인 후 로그인할 수 있습니다.',
  joinRejected: '가입이 승인되지 않았습니다. 고객센터에 문의해 주세요.',
} as const;

/** Shown when sign-in fails (spec sections 5 and 8, "Login failure"). */
export const loginFailedMessage = '아이디 또는 비밀번호를 확인해 주세요.';

/** The text the client shows for a /user/join reply; a server-provided message wins for code 2. */
export function joinResultMessage(code: number, subCode?: number, message?: string): string {
  if (code === joinCode.ok) return joinResultText.completed;
  if (code === joinCode.rejected) {
    // Spec section 8: code 1 with subCode 1 means the application completed.
    if (subCode === 1) return joinResultText.completed;
    return (subCode !== undefined && joinResultText.rejected[subCode]) || joinResultText.invalid;
  }
  if (code === joinCode.invalid) return message?.trim() || joinResultText.invalid;
  if (code === joinCode.duplicate) {
    return (subCode !== undefined && joinResultText.duplicate[subCode]) || joinResultText.invalid;
  }
  return joinResultText.invalid;
}
