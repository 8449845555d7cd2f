#!/usr/bin/env bash
# The two clearly different samples of /audioValidation (public/media/sample-{a,b}.mp3): a
# spoken announcement by espeak-ng followed by a tone, low and falling for A, high and rising
# for B. Mono MP3, a few seconds, well under 150 KB each.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make_sample() { # name voice words tone-start tone-end
  espeak-ng -v "$2" -s 150 -w "$work/$1-voice.wav" "$3"
  sox "$work/$1-voice.wav" -r 22050 -c 1 "$work/$1-voice22.wav"
  sox -n -r 22050 -c 1 "$work/$1-tone.wav" synth 1.5 sine "$4-$5" fade 0.05 1.5 0.3 vol 0.5
  sox "$work/$1-voice22.wav" "$work/$1-tone.wav" "$work/$1.wav"
  ffmpeg -y -loglevel error -i "$work/$1.wav" -ac 1 -c:a libmp3lame -b:a 48k \
    -map_metadata -1 -fflags +bitexact "public/media/$1.mp3"
}
make_sample sample-a en-us 'Sample A. This is the first audio sample.' 330 220
make_sample sample-b en-gb+f3 'Sample B. This is the second audio sample.' 660 990
ls -l public/media/sample-a.mp3 public/media/sample-b.mp3
