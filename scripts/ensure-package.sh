#!/usr/bin/env bash
# Installs a Debian package when the program or file the tests need is missing: test tools
# cannot download browsers, office suites or fonts here, but Debian's packages install.
# Usage: ensure-package.sh <path of the program or file> <package>...
set -euo pipefail
PROGRAM="$1"
shift
if [ -e "$PROGRAM" ]; then exit 0; fi
echo "$PROGRAM is missing: installing Debian's $*..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
test -e "$PROGRAM"
