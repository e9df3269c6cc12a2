import { ApiErrorBody, ErrorCode } from '../domain/errors';

/**
 * What a failed call means to the client: a contract code from the backend, or one of two
 * client-side codes: UNREACHABLE (no answer, or a gateway answering for a backend that is down)
 * and BAD_RESPONSE (an answer that does not match the contract).
 */
export type ClientErrorCode = ErrorCode | 'UNREACHABLE' | 'BAD_RESPONSE';

export class ApiRequestError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    readonly status: number,
    message: string,
    readonly issues: ApiErrorBody['issues'] = undefined,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const isApiError = (e: unknown, ...codes: ClientErrorCode[]): e is ApiRequestError =>
  e instanceof ApiRequestError && (codes.length === 0 || codes.includes(e.code));

/** 401 codes that end the session on the client (contract: maintenance and session loss). */
const SESSION_ENDING_CODES = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'IN_MAINTENANCE'] as const;
export type SessionEndingCode = (typeof SESSION_ENDING_CODES)[number];

export function isSessionEnding(e: unknown): e is ApiRequestError & { code: SessionEndingCode } {
  return e instanceof ApiRequestError && e.status === 401 && (SESSION_ENDING_CODES as readonly string[]).includes(e.code);
}

/** Reads the contract's error body from a failed response; anything else becomes a client code. */
export async function errorFromResponse(res: Response): Promise<ApiRequestError> {
  const text = await res.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const body = ApiErrorBody.safeParse(json);
  if (body.success) return new ApiRequestError(body.data.errorCode, res.status, body.data.message, body.data.issues);
  // A proxy or gateway speaks for a backend that is down (vite's proxy answers 500/502/504 with no body).
  if (res.status >= 500) return new ApiRequestError('UNREACHABLE', res.status, `Backend unavailable (HTTP ${res.status})`);
  const code = ErrorCode.safeParse((json as { errorCode?: unknown } | undefined)?.errorCode);
  return new ApiRequestError(code.success ? code.data : 'BAD_RESPONSE', res.status, `Unexpected HTTP ${res.status}`);
}
