/**
 * The one error type of the API: an HTTP status, a stable code, and a message a person can act
 * on. The error handler turns it into `{message}`; anything else becomes a 500 whose details
 * stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Headers the answer carries, e.g. WWW-Authenticate on a 401. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message = 'Sign in to continue.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message, { 'WWW-Authenticate': 'Bearer realm="crease"' });
/**
 * A 401 for a token the server will not accept (expired, forged, or its account gone): the
 * RFC 6750 `invalid_token` tells the client to drop the token and sign in again.
 */
export const invalidToken = (message: string, code = 'INVALID_TOKEN') =>
  new AppError(401, code, message, { 'WWW-Authenticate': 'Bearer realm="crease", error="invalid_token"' });
export const forbidden = (message = 'You do not have access to this.', code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooManyRequests = (message: string) => new AppError(429, 'RATE_LIMITED', message);
