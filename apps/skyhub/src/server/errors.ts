import type { FastifyError, FastifyInstance } from 'fastify';

/** The provider's errors: a code and the Korean message the page shows. */
export const skyhubErrors = {
  badInput: { status: 400, message: '입력값이 올바르지 않습니다.' },
  tooLarge: { status: 413, message: '요청이 너무 큽니다.' },
  sessionGone: { status: 401, message: '게임 세션이 만료되었습니다. 게임을 다시 열어 주세요.' },
  invalidToken: { status: 401, message: '게임 실행 정보가 유효하지 않습니다. 게임을 다시 열어 주세요.' },
  userDisabled: { status: 403, message: '게임을 이용할 수 없는 계정입니다.' },
  notEnoughMoney: { status: 409, message: '잔액이 부족합니다.' },
  tooFast: { status: 429, message: '스핀 사이에 잠시 기다려 주세요.' },
  invalidStake: { status: 400, message: '허용되지 않는 베팅 금액입니다.' },
  wrongGame: { status: 400, message: '이 게임에서 할 수 없는 요청입니다.' },
  noHand: { status: 409, message: '진행 중인 핸드가 없습니다.' },
  handInPlay: { status: 409, message: '진행 중인 핸드를 먼저 마쳐 주세요.' },
  actionNotAllowed: { status: 409, message: '지금은 할 수 없는 선택입니다.' },
  clientSeed: { status: 400, message: '클라이언트 시드는 영문, 숫자, -, _ 1~32자여야 합니다.' },
  walletFailed: { status: 502, message: '지갑 연결에 실패했습니다. 베팅은 취소되어 환불됩니다.' },
  walletDown: { status: 502, message: '지갑 연결에 실패했습니다. 잠시 후 다시 시도해 주세요.' },
  walletRefused: { status: 409, message: '베팅이 거절되었습니다.' },
  forbidden: { status: 403, message: '권한이 없습니다.' },
  notFound: { status: 404, message: '찾을 수 없습니다.' },
} as const;

/** One of the provider's error codes. */
export type SkyhubErrorCode = keyof typeof skyhubErrors;

/** A refusal answered with its Korean message (and nothing changed). */
export class SkyhubError extends Error {
  readonly code: SkyhubErrorCode;
  readonly balance: number | undefined;

  constructor(code: SkyhubErrorCode, balance?: number) {
    super(skyhubErrors[code].message);
    this.code = code;
    this.balance = balance;
  }
}

/** Answers SkyhubError, bad JSON, body limits and unexpected errors with a Korean message (never a bare 500 text). */
export function registerSkyhubErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof SkyhubError) {
      const { status, message } = skyhubErrors[error.code];
      return reply.status(status).send({
        code: error.code,
        message,
        ...(error.balance === undefined ? {} : { balance: error.balance }),
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return reply.status(413).send({ code: 'tooLarge', message: skyhubErrors.tooLarge.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ code: 'badInput', message: skyhubErrors.badInput.message });
    }
    // Not the provider's: e.g. the operator's own hooks (its Origin check) failing on these routes.
    // Thrown on, the operator's error handler answers it as it does everywhere else.
    throw error;
  });
}
