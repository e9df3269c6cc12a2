import { HTTP_STATUS, type ErrorCode, type ValidationIssue } from '../domain/errors';

/** A failure with a contract error code. Thrown by handlers before anything is written. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ValidationIssue[],
    status?: number,
  ) {
    super(message);
    this.status = status ?? HTTP_STATUS[code];
  }

  toBody() {
    return { errorCode: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) };
  }
}

export const notFound = (what: string) => new ApiError('NOT_FOUND', `${what} not found`);
