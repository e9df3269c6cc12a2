import express, { type Request, type Response } from 'express';
import { ApiError } from './errors';

/**
 * The one body parser of every route (REST, GraphQL, test controls): JSON only, and bounded
 * before any handler sees it. json-server's own parser (JSON up to 10 MB plus urlencoded forms)
 * is not used: no route takes a form, and a body of 10 MB or 10,000 levels is no request a
 * client of this API sends, only work for the server (a recursive walk of such a body, the
 * payment's idempotency hash for one, ran out of stack).
 */

/** Bodies are a payment or a GraphQL document with its variables; the largest the front end sends is a few KB. */
const JSON_BODY_LIMIT_BYTES = 100 * 1024;
/**
 * Nesting levels of objects and arrays. The deepest legitimate body is a test-control patch at
 * about 6 (`{ patch: { accounts: [{ autoPay: { services: [] } }] } }`); GraphQL variables are 4.
 */
const JSON_MAX_DEPTH = 32;
/** RFC 9110 §12.5.3: what a 415 for a content coding names as accepted (body-parser inflates these). */
const ACCEPTED_ENCODINGS = 'gzip, deflate, identity';

export const jsonBody = express.json({ limit: JSON_BODY_LIMIT_BYTES, verify: checkJsonBody });

/**
 * Runs on the raw bytes after they are read (and inflated) and before JSON.parse, so no deep
 * structure is ever built. body-parser passes on the status of an error thrown here.
 */
function checkJsonBody(_req: Request, _res: Response, body: Buffer, charset: string): void {
  // RFC 8259 §8.1: JSON exchanged between systems is UTF-8. body-parser would decode UTF-16 and
  // UTF-32 too; refusing them keeps one encoding, which the depth scan below relies on.
  if (charset !== 'utf-8') throw unsupportedCharset();
  if (nestingExceeds(body, JSON_MAX_DEPTH)) {
    throw new ApiError('VALIDATION_FAILED', `The body is nested more than ${JSON_MAX_DEPTH} levels deep`, [
      { path: [], code: 'too_deep', message: 'body.tooDeep', params: { max: JSON_MAX_DEPTH } },
    ]);
  }
}

/**
 * Whether objects and arrays nest deeper than `max`, in one pass over the bytes with no
 * recursion. Brackets inside strings are text; in UTF-8 every byte of a multi-byte character is
 * 0x80 or above, so the ASCII bytes looked at here are always the characters they seem.
 * Malformed JSON is left to JSON.parse.
 */
export function nestingExceeds(json: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // a backslash escapes the next byte (\" or \\)
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      if (++depth > max) return true;
    } else if (byte === 0x7d || byte === 0x5d) depth--;
  }
  return false;
}

const unsupportedCharset = () =>
  new ApiError('VALIDATION_FAILED', 'JSON bodies must be encoded in UTF-8', [{ path: [], code: 'unsupported_charset', message: 'body.charset' }], 415);

/** What body-parser (http-errors) and zlib hand the error handler. */
interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  code?: string;
}

/**
 * The contract's answer to a body that could not be read, or null when the error is not the
 * body parser's. All are VALIDATION_FAILED, with the HTTP status that names the problem: 415 for
 * a charset or content coding the server does not take (RFC 9110 §15.5.16), 413 for a body over
 * the limit, 400 for bytes that do not decode or parse. None echoes the body.
 */
export function bodyRefusal(error: unknown): { error: ApiError; headers?: Record<string, string> } | null {
  const e = error as BodyParserError;
  switch (e.type) {
    case 'charset.unsupported':
      return { error: unsupportedCharset() };
    case 'encoding.unsupported':
      return {
        error: new ApiError(
          'VALIDATION_FAILED',
          `Content-Encoding must be one of ${ACCEPTED_ENCODINGS}`,
          [{ path: [], code: 'unsupported_encoding', message: 'body.encoding' }],
          415,
        ),
        headers: { 'Accept-Encoding': ACCEPTED_ENCODINGS },
      };
    case 'entity.parse.failed':
      return { error: new ApiError('VALIDATION_FAILED', 'The body is not valid JSON', [{ path: [], code: 'invalid_json', message: 'body.json' }]) };
    case 'entity.too.large':
      return {
        error: new ApiError(
          'VALIDATION_FAILED',
          `The body is larger than ${JSON_BODY_LIMIT_BYTES / 1024} KB`,
          [{ path: [], code: 'too_big', message: 'body.tooLarge', params: { max: JSON_BODY_LIMIT_BYTES } }],
          413,
        ),
      };
  }
  // zlib's own errors (Z_DATA_ERROR: not gzip at all, Z_BUF_ERROR: cut short) carry no type
  if (typeof e.code === 'string' && e.code.startsWith('Z_')) {
    return {
      error: new ApiError('VALIDATION_FAILED', 'The body does not decode with its Content-Encoding', [
        { path: [], code: 'invalid_encoding', message: 'body.encoding' },
      ]),
    };
  }
  // anything else the parser refused as the client's fault (an aborted upload, a wrong Content-Length)
  if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return {
      error: new ApiError('VALIDATION_FAILED', 'The body could not be read', [{ path: [], code: 'invalid_body', message: 'body.unreadable' }], e.status),
    };
  }
  return null;
}
