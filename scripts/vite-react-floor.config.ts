import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

/**
 * The React-only page (scripts/react-floor/), built by the same Vite, React plugin and target as
 * the portal, without the modulepreload polyfill the portal leaves out too, and precompressed the
 * same way so the portal's server sends it as it sends the portal. `npm run size` weighs it;
 * `npm run lighthouse` serves and audits it. The caller names the output folder.
 */
export default defineConfig({
  root: join(import.meta.dirname, 'react-floor'),
  logLevel: 'warn',
  plugins: [react(), precompress()],
  build: {
    target: 'es2022',
    manifest: true,
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
