import { ClientError, GraphQLClient } from 'graphql-request';
import { ErrorCode } from '../domain/errors';
import { apiUrl } from './config';
import { ApiRequestError } from './errors';
import { apiFetchUrl } from './http';

// Non-2xx answers (401/403 auth failures carry the REST error body) become ApiRequestError in
// apiFetchUrl before graphql-request sees them, so a 401 is handled on one path for REST and GraphQL.
const graphFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> =>
  apiFetchUrl(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init);

let client: GraphQLClient | null = null;

// graphql-request needs an absolute URL; the base may be '' (same origin, through the proxy).
function graphClient(): GraphQLClient {
  client ??= new GraphQLClient(new URL(apiUrl('/selfservice/graph'), window.location.origin).href, { fetch: graphFetch });
  return client;
}

type Schema<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false } };

/** One GraphQL query, its answer checked with zod; resolver errors become ApiRequestError by code. */
export async function graphQuery<T>(document: string, schema: Schema<T>, variables?: Record<string, unknown>): Promise<T> {
  let data: unknown;
  try {
    data = await graphClient().request<unknown>(document, variables);
  } catch (e) {
    throw toApiError(e);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiRequestError('BAD_RESPONSE', 200, 'Unexpected GraphQL answer');
  return parsed.data;
}

function toApiError(e: unknown): unknown {
  if (!(e instanceof ClientError)) return e;
  const first = e.response.errors?.[0];
  const code = ErrorCode.safeParse(first?.extensions?.['code']);
  return new ApiRequestError(code.success ? code.data : 'BAD_RESPONSE', e.response.status, first?.message ?? 'GraphQL error');
}
