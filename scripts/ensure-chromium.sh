#!/usr/bin/env bash
# Playwright never downloads browsers here (docs/testing.md): the browser tests drive Debian's
# Chromium headless shell (playwright.config.ts), and Lighthouse (scripts/lighthouse.mjs) the full
# Chromium. A fresh CI machine has neither: install what is missing once; later runs are a no-op.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

echo "ensure-chromium: installing Debian's ${missing[*]}" >&2
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "${missing[@]}"
/usr/bin/chromium-headless-shell --version
