import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startBackend, type Backend, type StartOptions } from './backend';
import { control } from './client';

export interface PerFileOptions extends StartOptions {
  /** put the seed back before each test (default); off for files whose tests build on one store */
  resetEachTest?: boolean;
}

/**
 * The backend a server test file runs against: started once before its tests, stopped and its
 * temporary store deleted after them, and (unless told otherwise) reset to the seed before each
 * test, so no test sees another's writes. Hooks a file adds after this call run after the reset.
 * The returned object stands for the running backend (`backend.url`, `backend.dbFile`).
 */
export function backendPerFile(options: PerFileOptions = {}): Backend {
  const { resetEachTest = true, ...start } = options;
  let running: Backend | undefined;
  const current = (): Backend => {
    if (!running) throw new Error('the backend is started in beforeAll: use it inside hooks and tests');
    return running;
  };
  beforeAll(async () => {
    running = await startBackend(start);
  });
  afterAll(async () => {
    if (!running) return;
    await running.stop();
    running.cleanup();
  });
  if (resetEachTest) {
    beforeEach(async () => {
      await control.reset(current().url);
    });
  }
  return new Proxy({} as Backend, {
    get: (_, key) => {
      const value: unknown = Reflect.get(current(), key);
      return typeof value === 'function' ? value.bind(current()) : value;
    },
  });
}
