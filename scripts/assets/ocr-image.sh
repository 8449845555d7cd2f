#!/usr/bin/env bash
# The image of printed text for /ocrCheck and /waitImage. Its exact text is OCR_TEXT_LINES in
# src/lib/media.ts (one line per line of the image): keep the two in step.
set -euo pipefail
cd "$(dirname "$0")/../.."
# /usr/bin/convert: some machines put a stand-in named convert earlier on the PATH.
CONVERT=/usr/bin/convert
[ -x "$CONVERT" ] || CONVERT=convert
text=$(node --input-type=module -e "
  import { readFileSync } from 'node:fs';
  const source = readFileSync('src/lib/media.ts', 'utf8');
  const lines = JSON.parse(source.match(/OCR_TEXT_LINES = (\[[^\]]*\])/)[1].replace(/'/g, '\"').replace(/,\s*\]/, ']'));
  console.log(lines.join('\n'));
")
"$CONVERT" -size 640x200 xc:white -font DejaVu-Sans -pointsize 34 -fill black \
  -gravity center -annotate +0+0 "$text" -strip -colors 4 PNG8:public/media/ocr-text.png
ls -l public/media/ocr-text.png
