#!/usr/bin/env bash
# The application PDF draws what Roboto lacks with the system's fallback fonts
# (server/documents/fallback-fonts.ts): Chinese, Japanese and Korean with Droid Sans
# Fallback, emoji and symbols with Symbola, the scripts of India with the Lohit fonts, Sinhala
# with LKLUG, Thai with Garuda, Khmer with Khmer OS, Myanmar with Padauk, Ethiopic with
# Abyssinica SIL, Tibetan with Tibetan Machine Uni, Arabic, Hebrew, Armenian, Georgian and Lao with DejaVu Sans. Its tests draw
# them for real. None of them changes the browser's default fonts (DejaVu Sans is Debian's default).
set -euo pipefail
here="$(dirname "$0")"
bash "$here/ensure-package.sh" /usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf fonts-droid-fallback
bash "$here/ensure-package.sh" /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf fonts-symbola
bash "$here/ensure-package.sh" /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf fonts-dejavu-core
bash "$here/ensure-package.sh" /usr/share/fonts/truetype/tlwg/Garuda.ttf \
  fonts-lohit-deva fonts-lohit-beng-bengali fonts-lohit-guru fonts-lohit-gujr fonts-lohit-taml \
  fonts-lohit-telu fonts-lohit-knda fonts-lohit-mlym fonts-tlwg-garuda-ttf
bash "$here/ensure-package.sh" /usr/share/fonts/truetype/abyssinica/AbyssinicaSIL-Regular.ttf \
  fonts-lohit-orya fonts-lklug-sinhala fonts-khmeros fonts-sil-padauk fonts-sil-abyssinica
bash "$here/ensure-package.sh" /usr/share/fonts/truetype/tibetan-machine/TibetanMachineUni.ttf fonts-tibetan-machine
