import { errors, type ErrorCode } from '@miao/contracts/errors';

/** A refusal the client can act on: answered as `{ code, message }` with the code's status. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: Record<string, unknown>,
  ) {
    super(errors[code].message);
    this.status = errors[code].status;
  }
}

export function fail(code: ErrorCode, details?: Record<string, unknown>): never {
  throw new AppError(code, details);
}
