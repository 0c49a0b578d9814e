#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core: test tools cannot
# download a browser here, so install the distribution's package when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
test -x "$CHROMIUM"
