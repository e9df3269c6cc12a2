import { ErrorCode } from '../domain/errors';
import { XSRF_HEADER } from '../domain/session';
import { ApiRequestError, errorFromResponse } from './errors';
import { GRAPH_PATH, graphBody } from './first-reads';

type Schema<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false } };

/**
 * How flow actors reach the backend. The browser builds one over window.fetch and the XSRF
 * cookie; the model tests build one over Node's fetch with a cookie jar. Both go through this
 * code, so the actors the tests walk are the actors the app runs.
 */
export interface Transport {
  graph<T>(document: string, schema: Schema<T>, variables?: Record<string, unknown>): Promise<T>;
  rest<T>(method: string, path: string, schema: Schema<T> | null, body?: unknown, headers?: Record<string, string>): Promise<T>;
  /** a GET of a file (a printable statement): its bytes and the name the server gives it */
  file?(path: string): Promise<{ fileName: string; blob: Blob }>;
}

export interface TransportOptions {
  /** absolute base URL of the backend, e.g. http://127.0.0.1:4010 or the page's origin */
  baseUrl: string;
  fetch: typeof fetch;
  /** the XSRF token to echo on state changes */
  xsrfToken: () => string | undefined;
  /** told of every failure before it is thrown (the app routes 401s from here) */
  onError?: (error: ApiRequestError) => void;
  /** shown every answer the backend gives (the app reads the role it was served with) */
  onAnswer?: (res: Response) => void;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createTransport(options: TransportOptions): Transport {
  const call = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    const token = options.xsrfToken();
    if (!SAFE.has(method) && token) headers.set(XSRF_HEADER, token);
    let res: Response;
    try {
      res = await options.fetch(url, { ...init, method, headers, credentials: 'include' });
    } catch {
      throw report(new ApiRequestError('UNREACHABLE', 0, 'The backend could not be reached'));
    }
    options.onAnswer?.(res);
    if (!res.ok) throw report(await errorFromResponse(res));
    return res;
  };
  const report = (error: ApiRequestError) => {
    options.onError?.(error);
    return error;
  };

  const graphUrl = `${options.baseUrl}${GRAPH_PATH}`;

  return {
    // GraphQL over HTTP as a plain POST of the document's text: nothing is parsed in the browser
    // (graphql-request would parse every document with graphql's parser to find its operation).
    async graph(document, schema, variables) {
      const res = await call(graphUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: graphBody(document, variables),
      });
      const reply = graphReply(await res.json().catch(() => undefined));
      if (!reply) throw report(new ApiRequestError('BAD_RESPONSE', res.status, 'Unexpected answer from GraphQL'));
      const first = reply.errors?.[0];
      if (first) {
        const code = ErrorCode.safeParse(first.extensions?.['code']);
        const issues = first.extensions?.['issues'] as ApiRequestError['issues'];
        throw report(new ApiRequestError(code.success ? code.data : 'BAD_RESPONSE', res.status, first.message ?? 'GraphQL error', issues));
      }
      return parse(schema, reply.data, 'GraphQL');
    },
    async rest(method, path, schema, body, headers = {}) {
      const res = await call(`${options.baseUrl}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!schema) return undefined as never;
      return parse(schema, await res.json().catch(() => undefined), path);
    },
    async file(path) {
      const res = await call(`${options.baseUrl}${path}`);
      const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
      if (!name) throw report(new ApiRequestError('BAD_RESPONSE', res.status, `No file name from ${path}`));
      return { fileName: name, blob: await res.blob() };
    },
  };
}

interface GraphReply {
  data?: unknown;
  errors?: { message?: string; extensions?: Record<string, unknown> }[];
}

/** The GraphQL-over-HTTP answer's envelope (its data is checked by the caller's schema). */
function graphReply(body: unknown): GraphReply | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { errors } = body as { errors?: unknown };
  if (errors !== undefined && !(Array.isArray(errors) && errors.every((e) => typeof e === 'object' && e !== null))) return null;
  return body as GraphReply;
}

function parse<T>(schema: Schema<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError('BAD_RESPONSE', 200, `Unexpected answer from ${what}`);
  return parsed.data;
}
