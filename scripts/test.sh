#!/usr/bin/env bash
# npm test: every test of the project, on a machine that has only Node and npm.
# Types, lint, unit and server tests (vitest), the catalogs (Lingui, strict), then the browser tests
# (Playwright on Debian's Chromium, installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci --no-audit --no-fund

# each stage's start, in seconds since npm test began: where a slow run spent its time
stage() { echo "== $1 (at ${SECONDS} s)"; }

stage "types"
npm run --silent typecheck

stage "lint (ESLint with the layer rules, Prettier)"
npm run --silent lint

if npm run | grep -q '^  i18n:compile'; then
  stage "catalogs (lingui compile --strict)"
  npm run --silent i18n:compile
fi

stage "unit and server tests"
npx vitest run

if npm run | grep -q '^  test:e2e'; then
  stage "browser tests"
  npm run --silent test:e2e
fi

echo "== npm test passed in ${SECONDS} s"
