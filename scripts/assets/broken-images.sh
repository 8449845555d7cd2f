#!/usr/bin/env bash
# The one image of /brokenImages that loads (120 x 90 JPEG); its neighbours, missing-1.jpg and
# missing-2.jpg, are deliberately absent so the server answers 404 for them.
set -euo pipefail
cd "$(dirname "$0")/../.."
# /usr/bin/convert: some machines put a stand-in named convert earlier on the PATH.
CONVERT=/usr/bin/convert
[ -x "$CONVERT" ] || CONVERT=convert
mkdir -p public/media/broken
"$CONVERT" -size 120x90 gradient:'#1b5e20-#66bb6a' -font DejaVu-Sans-Bold -pointsize 30 \
  -fill white -gravity center -annotate +0+0 'OK' -strip -quality 85 public/media/broken/ok.jpg
ls -l public/media/broken/ok.jpg
