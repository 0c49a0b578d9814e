/** An error whose status and message are meant for the client as they are. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Extra fields sent beside "message" (e.g. {code: 'UserNotConfirmed'}). */
  readonly extra: Record<string, string>;

  constructor(statusCode: number, message: string, extra: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.extra = extra;
  }
}
