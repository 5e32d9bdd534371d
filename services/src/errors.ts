// The one typed error of the service: a status and a message key, rendered by the error handler
// as { type: 'error', message } in the request's language.
export type ErrorParams = Record<string, string | number>;

export class AppError extends Error {
  readonly statusCode: number;
  readonly key: string;
  readonly params: ErrorParams | undefined;

  /** `key` is a full i18n key such as 'errors:::forbidden'. */
  constructor(statusCode: number, key: string, params?: ErrorParams) {
    super(key);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.key = key;
    this.params = params;
  }
}
