/** Error codes shared by server and client. The server replies `{ error: { code, message, details?, hint? } }`. */
export const errorCodes = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 400,
  SIGN_UP_NOT_ALLOWED: 403,
  UNAUTHENTICATED: 401,
  INVALID_REFRESH_TOKEN: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An emailed link that is unknown, used or expired. */
  INVALID_LINK: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown; hint?: string };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: unknown;
  readonly hint?: string;
  /** Response headers that belong with this error, such as Retry-After. */
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      details?: unknown;
      hint?: string;
      status?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? errorCodes[code];
    this.details = options.details;
    this.hint = options.hint;
    this.headers = options.headers;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error: { code: this.code, message: this.message } };
    if (this.details !== undefined) body.error.details = this.details;
    if (this.hint !== undefined) body.error.hint = this.hint;
    return body;
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
