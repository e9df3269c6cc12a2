import type { KnipConfig } from 'knip';

// npm run lint: files no entry reaches, exports nobody imports, packages nobody uses. The entries
// are the ways the code is run: the app (vite.config.ts, index.html), the test projects (vitest,
// playwright), the scripts of package.json, the backend bundle (scripts/build-server.mjs builds
// src/server/main.ts), the catalogs (lingui.config.ts) and the machines' registry (machines/index.ts).
const config: KnipConfig = {
  entry: [
    'scripts/**/*.{ts,mjs,js}',
    'src/server/main.ts',
    'machines/index.ts',
    // started by its test as a child process (node --import tsx), by path
    'tests/server/storage-crash-child.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{ts,mjs,js}', '*.{ts,js,mjs}'],
  ignoreDependencies: [
    // scripts/lighthouse.mjs reads its IIFE build from node_modules into the measured page
    'web-vitals',
  ],
  // the server makes its TLS certificate with the system's openssl (src/server/tls-certificate.ts)
  ignoreBinaries: ['openssl'],
};

export default config;
