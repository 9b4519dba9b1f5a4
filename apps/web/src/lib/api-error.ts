/** A call that did not produce a readable reply: network failure, HTTP error, or a non-JSON body. */
export class ApiError extends Error {
  /** HTTP status, 0 when the network failed. */
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** True for errors that mean the server failed (HTTP 5xx). */
export function isServerError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500;
}

/**
 * True when the API client already dealt with the error: a 5xx showed the generic alert and goes
 * home, a 403 / redirect ended the session. Callers then add no alert of their own.
 */
export function isHandledByClient(error: unknown): boolean {
  return error instanceof ApiError && (error.status >= 500 || error.status === 403 || error.status === 401);
}

/** A Korean sentence for any error a call may throw. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return '네트워크 연결을 확인해 주세요.';
    if (error.status === 404) return '아직 제공되지 않는 기능입니다. 잠시 후 다시 시도해 주세요.';
    if (error.status === 429) return '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.';
    if (error.status >= 500) return '일시적인 서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
  }
  return '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';
}
