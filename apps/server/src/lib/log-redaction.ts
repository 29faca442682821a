/** Query parameters never written to logs (tokens, codes, passwords). */
const SECRET_PARAMS = /([?&](?:token|secureCode|refreshToken|password|captchaAnswer|code)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** The request as logged: method, URL without its secrets, client address. */
export const serializeRequest = (req: { method: string; url: string; ip?: string }) => ({
  method: req.method,
  url: redactUrl(req.url),
  ip: req.ip,
});

/**
 * An error as logged: its kind, message, code and stack. Not its other properties (a token library's
 * error carries the token's claims, a validation error the submitted values) nor its cause.
 */
export const serializeError = (err: Error & { code?: unknown; statusCode?: unknown }) => ({
  type: err.name,
  message: err.message,
  code: err.code,
  statusCode: err.statusCode,
  stack: err.stack ?? '',
});
