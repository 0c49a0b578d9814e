#!/usr/bin/env bash
# The docx conversion through LibreOffice (DOCX_CONVERTER=libreoffice) is tested for real.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-package.sh" /usr/bin/soffice libreoffice-writer-nogui
