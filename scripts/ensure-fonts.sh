#!/usr/bin/env bash
# The application PDF draws what Roboto lacks with the system's fallback fonts
# (server/documents/fallback-fonts.ts): Chinese, Japanese and Korean with Droid Sans
# Fallback, emoji and symbols with Symbola. Its tests draw them for real.
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-package.sh" /usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf fonts-droid-fallback
bash "$here/ensure-package.sh" /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf fonts-symbola
