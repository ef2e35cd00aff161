/**
 * The one error type of the API: a result code, an HTTP status and a message for the user. The error handler
 * turns it into the envelope; anything else becomes a 500 with a generic message (details only in the log).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data: unknown = null,
    /** A 429's wait before trying again, sent as Retry-After. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }
}

/** 400: the input is refused; nothing changed. */
export const badRequest = (message: string, code = '400', data: unknown = null) =>
  new AppError(400, code, message, data);
/** 404: not found, or not this astrologer's (the two are never told apart). */
export const notFound = (message = 'Not found', code = '404') => new AppError(404, code, message);
/** 409: the change conflicts with existing data. */
export const conflict = (message: string, code = '409') => new AppError(409, code, message);

/** The message of HTTP 403 (spec §8 Login Error modal reads the status, the text is for the log). */
export const LOGIN_EXPIRED_MESSAGE = 'Login Expired. Please Login again';
export const forbidden = () => new AppError(403, '403', LOGIN_EXPIRED_MESSAGE);
