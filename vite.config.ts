import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { earlySessionProbe } from './scripts/vite-early-probe.ts';
import { firstVisitPreloads } from './scripts/vite-first-visit-preloads.ts';
import { flowPlans } from './scripts/vite-flow-plans.ts';
import { precompress } from './scripts/vite-precompress.ts';

// The dev server and `vite preview` forward the API to the backend, so the browser talks to one
// origin and the session cookies stay first-party. Point it elsewhere with PORTAL_API_URL.
const apiTarget = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:4010';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/selfservice': { target: apiTarget, changeOrigin: false },
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // plugin-react 6 compiles with oxc and has no babel option: the Lingui macros need babel
    // (docs/i18n.md). Only our sources carry macros, so node_modules is skipped.
    babel({
      include: /\/src\/.*\.[jt]sx?$/,
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    }),
    // A build with a missing Spanish message fails, like `lingui compile --strict`; the dev
    // server still starts, so a new string can be written before it is translated.
    lingui({ failOnMissing: command === 'build' }),
    // index.html starts the session probe while the code downloads
    earlySessionProbe(),
    // index.html starts the opened page's lazy code and words while the entry downloads
    firstVisitPreloads(),
    // the machine explorer's generated paths and coverage, made once a build
    flowPlans(),
    // .br and .gz beside each built text file, sent by the server as the client accepts
    precompress(),
  ],
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 4173, proxy },
  build: {
    target: 'es2022',
    // scripts/size.mjs reads the manifest to know what a first visit loads.
    manifest: true,
    sourcemap: false,
    // Every browser the es2022 target runs in supports <link rel="modulepreload"> (0.6 KB
    // of polyfill off the first load).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        // Libraries in named chunks that change rarely and are cached across releases. GraphQL
        // documents go out as text (src/api/transport.ts): no GraphQL library in the browser.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            { name: 'lingui', test: /node_modules[\\/]@lingui[\\/]/, priority: 20 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate|use-sync-external-store)[\\/]/, priority: 20 },
            // The small app modules every first visit loads (session, errors, the HTTP client, the
            // shell's hooks, the route tree's search checks) in one chunk rather than a dozen of a
            // few hundred bytes each.
            {
              name: 'app',
              test: /[\\/]src[\\/](api[\\/](http|errors|config|session|graph|browser-transport|transport|auth|first-reads)\.ts|domain[\\/](session|errors|roles|audit-areas|invitation-token)\.ts|shell[\\/](use-session|use-document-title|flow-persistence|lazy-component)\.tsx?|ui[\\/](page-header|language-buttons|generic-error|load-failed|brand)\.tsx?|i18n[\\/](locale|initial-locale|format|shared-messages)\.ts)$|[\\/]machines[\\/]parts[\\/]screen\.ts$|preload-helper/,
              priority: 10,
            },
            // What every signed-in page's code imports (the billing rules and their schemas, the
            // summary's cards, its reads) in a chunk of their own: in the app chunk, /login would
            // build their schemas on its first load (profiled: about 130 ms at 4x CPU;
            // the entry's evaluation 524 to 317 ms at 4x without them). One chunk rather than five
            // small ones keeps the summary's first load at 131.9 KB (132.6 split).
            {
              name: 'signed-in',
              test: /[\\/]src[\\/](api[\\/](payment-risks|account|first-read-documents[\\/]summary)\.ts|features[\\/]account-summary[\\/]load-summary\.ts|ui[\\/](action-refusal|facts|titled-card|amount-due|payment-status|labels|payment-method-text|table-head|table|billing-moved|phone-link)\.tsx?|domain[\\/](service-state|payment-date|billing|delinquency)\.ts)$/,
              priority: 10,
            },
            // Our modules that four or more lazy chunks import, in one chunk rather than dozens of a few
            // hundred bytes: starting a request costs a phone's main thread too, and /billing started
            // 38 files (20 with this). Three alternated Lighthouse runs each, without to with: /billing 65,
            // 75, 71 to 72, 87, 84 (LCP 3.27-3.64 to 2.84-3.05 s), the payment page 77, 81, 88 to 89,
            // 86, 88; a signed-in first visit loads 3-5 KB more (the equipment list 15 KB).
            // (the flow runtime the sign-in flow needs is a chunk of its own, so /login does not load
            // the signed-in pages' shared modules after its first paint)
            {
              name: 'flow-core',
              test: /[\\/](machines[\\/]parts[\\/](not-provided|refusal)|src[\\/](shell[\\/](use-flow|live-inspector)|api[\\/]flow))\.ts$/,
              priority: 6,
            },
            { name: 'shared', test: /[\\/](src|machines)[\\/]/, minShareCount: 4, priority: 5 },
          ],
        },
      },
    },
  },
}));
