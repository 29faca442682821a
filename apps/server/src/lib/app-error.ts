import { ERROR_STATUS, type ErrorCode, type TFieldError } from '@cri/shared/errors';

/** The one error type of the server: a code (mapped to a status in shared/errors.ts) and optional details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: string;
  readonly fieldErrors: TFieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Extra fields some spec answers carry (e.g. totalAttemptsSendUpdatePassword). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    opts: {
      messageKey?: string;
      fieldErrors?: TFieldError[];
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: opts.cause });
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.messageKey = opts.messageKey ?? `errors.${code}`;
    this.fieldErrors = opts.fieldErrors;
    this.headers = opts.headers;
    this.extra = opts.extra;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
