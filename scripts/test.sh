#!/usr/bin/env bash
# The one test command (npm test): every gate the README promises, in order, failing fast.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s ==\n' "$1"; }

step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "catalogue"; npm run --silent check:catalogue
if [ -n "${DATABASE_URL:-}" ]; then
  echo "Server tests run on SQLite and on PostgreSQL (${DATABASE_URL%%@*}...)."
else
  echo "DATABASE_URL is not set: server tests run on SQLite only."
fi
step "unit and server tests"; bash scripts/ensure-libreoffice.sh && bash scripts/ensure-fonts.sh && npx vitest run --project node --project dom
step "latency under load, alone"; npx vitest run --project isolated
step "build"; npm run --silent build
step "storybook build"; npm run --silent build-storybook
step "browser journeys (Chromium)"; npm run --silent test:e2e
