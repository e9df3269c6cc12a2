import { defineConfig } from 'vitest/config';

// Unit tests (domain, machines, server pieces) and server integration tests that start the
// backend as a child process on a free port with a temporary copy of the seed.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/model/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // two cores: server suites each start a backend process
    maxWorkers: 2,
  },
});
