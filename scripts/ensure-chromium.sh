#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core (CHROMIUM_PATH overrides).
set -euo pipefail
exec bash "$(dirname "$0")/ensure-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium fonts-liberation
