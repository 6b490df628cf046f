import { type ErrorCode, messages } from '@ham/contracts';

/**
 * A domain error the one error handler turns into `{ error, message, detail?, fields? }`
 * (docs/product/formats-and-errors.md). Services throw these; route handlers never build error replies by hand.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly detail?: unknown,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message: string = messages.notFound) => new AppError(404, 'NotFound', message);
export const forbidden = (message: string = messages.forbidden) => new AppError(403, 'Forbidden', message);
export const unauthorized = () => new AppError(401, 'Unauthorized', messages.unauthorized);
export const inUse = (message: string = messages.inUse, detail?: unknown) =>
  new AppError(409, 'InstanceInUse', message, detail);
export const stale = () => new AppError(409, 'StaleRecord', messages.stale);
export const conflict = (code: ErrorCode, message: string, detail?: unknown) =>
  new AppError(409, code, message, detail);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, fields ? 'ValidationError' : 'BadRequest', message, undefined, fields);

/** What `row` resolves to, or 404 with `message` when there is no such row. */
export async function foundOr404<T>(row: Promise<T | undefined | null>, message?: string): Promise<T> {
  const value = await row;
  if (!value) throw notFound(message);
  return value;
}
