import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

const PURE = ['tests/unit/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts'];
const WITH_BACKEND = ['tests/server/**/*.test.ts', 'tests/model/**/*.test.ts'];

// Unit tests (domain, machines, server pieces) and server integration tests that start the
// backend as a child process on a free port with a temporary copy of the seed.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // two cores: server suites each start a backend process
    maxWorkers: 2,
    projects: [
      // Pure tests share a worker's module cache instead of importing the project anew for each
      // file: 92 to 59 CPU-seconds for tests/unit (vitest's process tree, same results). They hold
      // no state between files that another file reads (every one of them passes either way).
      //
      // The modules that compose text from data (src/ui/*-text.ts) are written with Lingui's macros:
      // compiled here as in the build (vite.config.ts), so their tests read the shipped catalogs.
      // Only those: babel on every source the tests import would slow them all.
      {
        extends: true,
        plugins: [babel({ include: /\/src\/ui\/[^/]+-text\.ts$/, plugins: ['@lingui/babel-plugin-lingui-macro'] })],
        test: { name: 'unit', include: PURE, isolate: false },
      },
      // Hooks and components in a DOM (Testing Library on jsdom): their own project, so the pure
      // tests keep node's quicker environment.
      // The hooks import the modules that put codes in words (src/ui/**/*-text.ts), compiled with
      // Lingui's macros as above.
      {
        extends: true,
        plugins: [babel({ include: /\/src\/ui\/.*-text\.ts$/, plugins: ['@lingui/babel-plugin-lingui-macro'] })],
        test: { name: 'components', include: ['tests/components/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      // The backend these start is built once per run, before any of them (scripts/build-server.mjs).
      // Each file starts its own backend (support/backend-per-file.ts) and keeps its state in its own
      // module, so they too share their worker's module cache: 200 to 170 s for this project, 305 to
      // 261 CPU-seconds, the same 1252 tests passing (also with files and tests shuffled).
      { extends: true, test: { name: 'backend', include: WITH_BACKEND, isolate: false, globalSetup: ['tests/support/build-server.ts'] } },
    ],
  },
});
