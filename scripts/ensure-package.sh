#!/usr/bin/env bash
# Installs a Debian package when the program the tests need is missing: test tools cannot
# download browsers or office suites here, but Debian's packages install.
# Usage: ensure-package.sh <path of the program> <package>...
set -euo pipefail
PROGRAM="$1"
shift
if [ -x "$PROGRAM" ]; then exit 0; fi
echo "$PROGRAM is missing: installing Debian's $*..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
test -x "$PROGRAM"
