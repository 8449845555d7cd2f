/** The rules of /audioInput: names, file names and the list of recordings (newest first). */

export interface Recording {
  /** Its number in this page visit, from 1, never reused. */
  n: number;
  /** An object URL of the recorded audio. */
  url: string;
  /** The recorder's MIME type, e.g. "audio/webm;codecs=opus". */
  type: string;
}

export const recordingName = (n: number) => `Recording ${n}`;

/** Extensions whose name differs from the MIME subtype. */
const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/vnd.wave': 'wav',
};

/** The file extension for a recorder's MIME type ("audio/webm;codecs=opus" -> "webm"). */
export function extensionFor(mimeType: string): string {
  const essence = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  const known = EXTENSIONS[essence];
  if (known) return known;
  const subtype = essence.split('/')[1] ?? '';
  return /^[a-z0-9]+$/.test(subtype) ? subtype : 'bin';
}

/** The download's file name: "Recording {n}.{ext}". */
export const fileName = (recording: Pick<Recording, 'n' | 'type'>) =>
  `${recordingName(recording.n)}.${extensionFor(recording.type)}`;

/** A new recording goes to the top. */
export const addRecording = (list: readonly Recording[], recording: Recording): Recording[] => [
  recording,
  ...list,
];

/** The list without recording n. */
export const removeRecording = (list: readonly Recording[], n: number): Recording[] =>
  list.filter((r) => r.n !== n);

/** What plays after pressing the play/pause button of recording n: it, or nothing if it was playing. */
export const afterPlayPause = (playing: number | null, n: number): number | null =>
  playing === n ? null : n;

/** Hands out 1, 2, 3... once each for a page visit. */
export function numberer() {
  let last = 0;
  return () => ++last;
}
