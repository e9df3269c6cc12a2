#!/usr/bin/env bash
# Playwright never downloads browsers here (design/toolchain.md): the e2e tests drive Debian's
# Chromium. A fresh CI machine lacks it, so install it once; later runs are a no-op.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi

echo "ensure-chromium: /usr/bin/chromium is missing, installing Debian's chromium" >&2
$SUDO apt-get update
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium
/usr/bin/chromium --version
