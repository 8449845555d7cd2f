#!/usr/bin/env bash
# Regenerates every media and sample file the site ships, with Debian tools only (ImageMagick,
# ffmpeg, sox, espeak-ng, LibreOffice). Each other scripts/assets/*.sh makes one group of files; the
# small outputs are committed, so neither the build nor the tests need these tools.
#   apt-get install -y imagemagick ffmpeg sox espeak-ng libreoffice-nogui fonts-dejavu-core
set -euo pipefail
cd "$(dirname "$0")/../.."
for script in scripts/assets/*.sh; do
  [[ $script == */make-assets.sh ]] && continue
  echo "== $script"
  bash "$script"
done
echo "== scripts/assets/shop-images.mjs"
node scripts/assets/shop-images.mjs
