#!/usr/bin/env bash
# The looping video of /video (public/media/sample-video.mp4, H.264, silent, 6 s), the same in
# WebM/VP9 for browsers built without H.264 (Playwright's own Chromium), and its poster frame
# (public/media/sample-video.jpg): a moving test pattern with the site's name.
set -euo pipefail
cd "$(dirname "$0")/../.."
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
ffmpeg -y -loglevel error -f lavfi -i "testsrc2=size=640x360:rate=25:duration=6" \
  -vf "drawbox=x=0:y=140:w=640:h=80:color=black@0.6:t=fill,drawtext=fontfile=$font:text='Automation Playground':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=160" \
  -c:v libx264 -profile:v main -pix_fmt yuv420p -crf 30 -preset slow -movflags +faststart \
  -an -map_metadata -1 -fflags +bitexact public/media/sample-video.mp4
ffmpeg -y -loglevel error -i public/media/sample-video.mp4 -c:v libvpx-vp9 -b:v 0 -crf 45 \
  -row-mt 1 -an -map_metadata -1 -fflags +bitexact public/media/sample-video.webm
ffmpeg -y -loglevel error -i public/media/sample-video.mp4 -frames:v 1 -q:v 5 \
  public/media/sample-video.jpg
ls -l public/media/sample-video.*
