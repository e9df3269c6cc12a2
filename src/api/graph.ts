import { browserTransport } from './browser-transport';
import { reportSessionEnd } from './http';
import type { Transport } from './transport';

// One transport for the app's GraphQL reads: the same code path as the flows' actors (XSRF
// header, contract errors as ApiRequestError, a 401 routed to sign-in or /maintenance).
let transport: Transport | null = null;

type Schema<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false } };

/** One GraphQL query, its answer checked with zod; resolver errors become ApiRequestError by code. */
export function graphQuery<T>(document: string, schema: Schema<T>, variables?: Record<string, unknown>): Promise<T> {
  transport ??= browserTransport(reportSessionEnd);
  return transport.graph(document, schema, variables);
}
