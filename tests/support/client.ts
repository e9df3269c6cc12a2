import { XSRF_COOKIE, XSRF_HEADER } from '../../src/domain/session';
import type { OutboxMessage } from '../../src/server/outbox';
import { lastCode } from './outbox';

export const DEMO_PASSWORD = 'Portal-demo-1';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

/** A browser-like client: keeps cookies, echoes the XSRF cookie in the header unless told not to. */
export class Client {
  readonly cookies = new Map<string, string>();
  readonly setCookieHeaders: string[] = [];

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; rawBody?: string; headers?: Record<string, string>; xsrf?: boolean | string } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = options.xsrf ?? true;
    if (xsrf !== false) {
      const token = typeof xsrf === 'string' ? xsrf : this.cookies.get(XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = decodeURIComponent(token);
    }
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.keepCookies(response);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  /** A fetch that sends and keeps this client's cookies, for code that takes a fetch (src/api transports). */
  readonly fetch: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    this.keepCookies(response);
    return response;
  };

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      this.setCookieHeaders.push(line);
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }

  login(username: string, password = DEMO_PASSWORD) {
    return this.request('POST', '/api/pub/sbnetloginedge/login', { json: { username, password } });
  }

  /** A GraphQL call; `xsrf: false` leaves the header off. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, options: { xsrf?: boolean | string } = {}) {
    return this.request<{
      errorCode?: string;
      message?: string;
      data?: T;
      errors?: { message: string; extensions?: { code?: string; issues?: { path: (string | number)[]; message: string }[] } }[];
    }>('POST', '/selfservice/graph', { json: { query, variables }, headers: { accept: 'application/json' }, ...options });
  }
}

export async function signedIn(baseUrl: string, username: string): Promise<Client> {
  const client = new Client(baseUrl);
  const reply = await client.login(username);
  if (reply.status !== 200) throw new Error(`sign-in as ${username} failed: ${reply.status} ${reply.text}`);
  return client;
}

/** Test controls. */
export const control = {
  /** Restores the seed moved to the server's day; `now` freezes the server's clock there first (then the day cannot change under a test). */
  reset: (baseUrl: string, patch?: Record<string, unknown>, options: { now?: string } = {}) =>
    new Client(baseUrl).request('POST', '/__control/reset', { json: { ...(patch ? { patch } : {}), ...(options.now ? { now: options.now } : {}) } }),
  /** The server's instant and business day, read without touching its clock. */
  serverClock: async (baseUrl: string) =>
    (await new Client(baseUrl).request('GET', '/__control/clock')).body as { now: string; today: string; frozen: boolean },
  clock: (baseUrl: string, body: { now: string } | { advanceSeconds: number }) => new Client(baseUrl).request('POST', '/__control/clock', { json: body }),
  fault: (baseUrl: string, body: { operation: string; errorCode: string; status?: number; times?: number; issues?: unknown[] }) =>
    new Client(baseUrl).request('POST', '/__control/faults', { json: body }),
  maintenance: (baseUrl: string, on: boolean) => new Client(baseUrl).request('POST', '/__control/maintenance', { json: { on } }),
  store: async (baseUrl: string) => (await new Client(baseUrl).request('GET', '/__control/store')).body,
  /** What the simulated gateway delivered, newest last (src/server/outbox.ts): one-time codes and invitations. */
  outbox: async (baseUrl: string) => ((await new Client(baseUrl).request('GET', '/__control/outbox')).body as { messages: OutboxMessage[] }).messages,
  /** The one-time code the simulated gateway delivered last, to `contactId` when given (code messages only). */
  sentCode: async (baseUrl: string, contactId?: string) => lastCode(await control.outbox(baseUrl), contactId),
  /** The business day the store was moved to when loaded or reset: the day its dates are relative to. */
  storeDay: async (baseUrl: string) => (await new Client(baseUrl).request('GET', '/__control/store')).body.meta.anchorDate as string,
};
