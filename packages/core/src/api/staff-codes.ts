// Plain values only (no zod), so the back office's first chunk does not load the schemas.

/**
 * The back-office API: every call is POST /api/staff/... with a JSON body, answered
 * `{ code, data }` (no userContext). The staff session cookie is `hanpan_staff_sid`.
 */
export const staffCode = {
  ok: 0,
  /** A business refusal; data.message says why in Korean. */
  refused: 1,
  /** A field is missing or malformed; data.message says which. */
  invalidInput: 2,
  /** The role does not allow this call. */
  forbidden: 3,
  /** Logged in with the password, but TOTP enrolment or a TOTP code is still due. */
  totpRequired: 4,
  /** Too many attempts. */
  rateLimited: 429,
  /** No staff session (never logged in, expired, ended, or the account was disabled). */
  sessionGone: 99,
} as const;

/** Korean messages of the staff calls. */
export const staffText = {
  loginFailed: '아이디 또는 비밀번호가 올바르지 않습니다.',
  noStaffYet:
    '아직 관리자 계정이 없습니다. 서버에서 npm run staff:create -- --login <아이디> --name <이름> --role owner 로 첫 관리자 계정을 만들어 주세요.',
  totpInvalid: '인증 코드가 올바르지 않습니다.',
  forbidden: '권한이 없습니다.',
  sessionGone: '로그인이 필요합니다.',
  reasonRequired: '사유를 입력해 주세요.',
  secondApproverRequired: '고액 환전은 다른 관리자의 2차 승인이 필요합니다.',
  sameApprover: '1차 승인한 관리자는 2차 승인할 수 없습니다.',
  notPending: '이미 처리된 신청입니다.',
  insufficientBalance: '차감할 잔액이 부족합니다.',
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  cannotChangeSelf: '자기 자신의 권한이나 상태는 변경할 수 없습니다.',
} as const;

/** Page sizes of the back-office lists. */
export const staffPageSize = 50;
