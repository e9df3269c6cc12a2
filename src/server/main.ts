import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sessions } from './auth/sessions';
import { Clock } from './clock';
import type { ServerContext } from './context';
import { Faults } from './faults';
import { createApp } from './app';
import { listenOnOnePort, type Listening } from './listen';
import { StoreLockedError } from './store/lock';
import { DataStore, StoreInvalidError } from './store/store';
import { certificateFromEnv } from './tls-certificate';
import { z } from 'zod';

// zod compiles each schema's parser on its first use. The server parses the whole store once at
// start and small inputs after: compiling cost more than it saved (the store's first parse took
// about three times as long compiled), and the tests start the backend about seventy times.
z.config({ jitless: true });

/**
 * npm run backend: the API alone. Env: PORT (0 picks a free one), HOST (default loopback),
 * DB_FILE (default db.json), SEED_FILE (what /__control/reset restores, default db.json),
 * PORTAL_TEST_CONTROL=1 (test controls), STATIC_DIR (serve a built front end too), TLS_SELF_SIGNED=1
 * or TLS_CERT and TLS_KEY (HTTPS with HTTP/2 on the same port: listen.ts, tls-certificate.ts).
 */
// Defaults live in the project root, wherever the process was started from; a path given in the
// environment is taken as the shell would (relative to the working directory) and made absolute,
// because express's sendFile and the store's lock and temp files need absolute paths.
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dbFile = resolve(process.env.DB_FILE ?? resolve(root, 'db.json'));
const seedFile = resolve(process.env.SEED_FILE ?? resolve(root, 'db.json'));
const staticDir = process.env.STATIC_DIR ? resolve(process.env.STATIC_DIR) : undefined;
const testMode = process.env.PORTAL_TEST_CONTROL === '1';
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4010);

if (staticDir && !existsSync(join(staticDir, 'index.html'))) {
  console.error(`Cannot start: there is no built front end in ${staticDir} (no index.html). Run \`npm run build\` first, or \`npm start\`, which builds it.`);
  process.exit(1);
}

const clock = new Clock();
let store: DataStore;
try {
  store = new DataStore(dbFile, clock.now());
} catch (error) {
  if (error instanceof StoreLockedError || error instanceof StoreInvalidError) {
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const ctx: ServerContext = {
  store,
  clock,
  faults: new Faults(),
  sessions: new Sessions(clock, () => store.state.config.sessionIdleSeconds),
  testMode,
  seedFile,
};

// An idle keep-alive connection is closed by the client, never by the server first: Node's 5 s
// default raced clients that keep theirs 4 s (Node's fetch), and a request sent as the server
// closed the socket failed with "other side closed" (seen in a model test on a loaded machine).
const KEEP_ALIVE_MS = 65_000;

const tls = certificateFromEnv(process.env, resolve(root, 'build/tls'));
if (!tls.certificate && tls.reason) console.error(`No HTTPS side: ${tls.reason}. Serving plain HTTP only.`);

// The signals are taken before the port is opened: a parent that reads "listening" and stops the
// server at once must find the handler there (registered after the listen, the default action
// ended the process and left the store's lock behind).
let listening: Listening | null = null;
function shutdown() {
  void (listening?.close() ?? Promise.resolve()).then(() => {
    store.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

try {
  listening = await listenOnOnePort(createApp(ctx, { staticDir }), { host, port, certificate: tls.certificate, keepAliveMs: KEEP_ALIVE_MS });
} catch (error) {
  console.error(`Cannot start: ${(error as Error).message}`);
  store.close();
  process.exit(1);
}
const shownHost = host.includes(':') ? `[${host}]` : host;
const https = listening.tls
  ? ` and https://${shownHost}:${listening.port} (HTTP/2; ${tls.certificate?.origin === 'self-signed' ? 'a self-signed certificate for this machine' : 'TLS_CERT'})`
  : '';
console.log(`Portal backend listening on http://${shownHost}:${listening.port}${https}${testMode ? ' (test controls on)' : ''}`);
