#!/usr/bin/env bash
# npm test: every test of the project, on a machine that has only Node and npm.
# Types, lint and the catalogs (Lingui: current and complete) side by side, unit and server tests (vitest), then the browser tests
# (Playwright on Debian's Chromium, installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci --no-audit --no-fund

# whether package.json has this script (read by node: `npm run | grep -q` closed npm's output
# early, and npm printed an EPIPE "npm error" line into every run's log)
has_script() { node -e 'process.exit(require("./package.json").scripts?.[process.argv[1]] ? 0 : 1)' "$1"; }

# each stage's start, in seconds since npm test began: where a slow run spent its time
stage() { echo "== $1 (at ${SECONDS} s)"; }

# The browser tests' front end is built in the background from here on, beside the static checks
# (tests/e2e/support/global-setup.ts uses it instead of building when the browser tests start).
E2E_BUILD=""
if has_script test:e2e; then
  E2E_BUILD=".e2e-build/npm-test-$$"
  mkdir -p .e2e-build
  npx vite build --logLevel warn --outDir "$E2E_BUILD" --emptyOutDir > "$E2E_BUILD.log" 2>&1 &
  E2E_BUILD_PID=$!
  trap 'kill "$E2E_BUILD_PID" 2>/dev/null || true; rm -rf "$E2E_BUILD" "$E2E_BUILD.log"' EXIT
fi

# The type check, lint's checks and the catalogs' check are independent: they run two at a time,
# ESLint (the longest) first (scripts/run-checks.mjs). Catalogs: current with the code, complete in
# Spanish; the tracked files are not written.
stage "types, lint (ESLint with the layer and file-name rules, Prettier, import cycles, knip) and catalogs"
node scripts/run-checks.mjs lint:eslint typecheck 'lint:*' i18n:check

stage "unit and server tests"
npx vitest run

if has_script test:e2e; then
  stage "browser tests"
  if ! wait "$E2E_BUILD_PID"; then
    cat "$E2E_BUILD.log"
    echo "the browser tests' build failed" >&2
    exit 1
  fi
  rm -f "$E2E_BUILD.log"
  E2E_BUILD_DIR="$E2E_BUILD" E2E_PREBUILT=1 npm run --silent test:e2e
fi

echo "== npm test passed in ${SECONDS} s"
