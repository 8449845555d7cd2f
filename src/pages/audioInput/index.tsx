import { useEffect, useRef, useState } from 'react';
import { NO_ACCESS, NOT_SUPPORTED, canRecord, stopTracks } from './microphone';
import {
  addRecording,
  afterPlayPause,
  fileName,
  numberer,
  recordingName,
  removeRecording,
  type Recording,
} from './recordings';

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
}

/** Record from the microphone into a list (newest first) to play, download or remove. */
export default function AudioInput() {
  const [recordings, setRecordings] = useState<Recording[]>([]);
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const [nextNumber] = useState(numberer);
  const session = useRef<Session | null>(null);
  const players = useRef(new Map<number, HTMLAudioElement>());
  const urls = useRef(new Set<string>());
  const mounted = useRef(true);
  // While the browser asks for the microphone, Start does nothing more (the button keeps focus).
  const asking = useRef(false);

  // Leaving the page releases the microphone, stops playback and frees the recordings.
  useEffect(() => {
    mounted.current = true;
    const playerMap = players.current;
    const urlSet = urls.current;
    return () => {
      mounted.current = false;
      const open = session.current;
      session.current = null;
      if (open) {
        open.recorder.onstop = null;
        if (open.recorder.state !== 'inactive') open.recorder.stop();
        stopTracks(open.stream);
      }
      for (const audio of playerMap.values()) audio.pause();
      for (const url of urlSet) URL.revokeObjectURL(url);
      urlSet.clear();
    };
  }, []);

  const start = async () => {
    if (asking.current) return;
    if (!canRecord()) return setError(NOT_SUPPORTED);
    asking.current = true;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      if (mounted.current) setError(NO_ACCESS);
      asking.current = false;
      return;
    }
    asking.current = false;
    // The page may have been left while the browser was asking.
    if (!mounted.current) return stopTracks(stream);
    try {
      const recorder = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onerror = () => setError(NO_ACCESS);
      // Stop, a recorder error or the device going away all end here.
      recorder.onstop = () => {
        stopTracks(stream);
        if (session.current?.recorder === recorder) session.current = null;
        setRecording(false);
        const type = recorder.mimeType || chunks[0]?.type || '';
        const url = URL.createObjectURL(new Blob(chunks, { type }));
        urls.current.add(url);
        const n = nextNumber();
        setRecordings((list) => addRecording(list, { n, url, type }));
      };
      recorder.start();
      session.current = { recorder, stream };
      setRecording(true);
      setError(null);
    } catch {
      stopTracks(stream);
      setError(NO_ACCESS);
    }
  };

  const stop = () => {
    session.current?.recorder.stop();
    setRecording(false);
  };

  const playPause = (n: number) => {
    const audio = players.current.get(n);
    if (!audio) return;
    const next = afterPlayPause(playing, n);
    for (const [other, player] of players.current) if (other !== next) player.pause();
    setPlaying(next);
    if (next === null) return;
    audio.currentTime = 0;
    audio.play().catch(() => setPlaying((now) => (now === n ? null : now)));
  };

  // Pause, the end of the recording, or another one starting: this one reads "Play" again.
  const stopped = (n: number) => setPlaying((now) => (now === n ? null : now));

  const remove = ({ n, url }: Recording) => {
    players.current.get(n)?.pause();
    stopped(n);
    setRecordings((list) => removeRecording(list, n));
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  };

  return (
    <section>
      <p>Record from the microphone and play the recordings back.</p>
      <button
        type="button"
        className={`btn ${recording ? 'btn-danger' : 'btn-success'}`}
        data-testid="record-toggle"
        aria-pressed={recording}
        aria-label={recording ? 'Stop recording' : 'Start recording'}
        onClick={recording ? stop : () => void start()}
      >
        {recording ? 'Stop Recording' : 'Start Recording'}
      </button>
      {error && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {error}
        </div>
      )}

      <h2 className="h4 mt-4">Recordings</h2>
      {recordings.length === 0 ? (
        <p className="text-body-secondary">No recordings yet.</p>
      ) : (
        <ul className="list-group">
          {recordings.map((r, i) => {
            const name = recordingName(r.n);
            const isPlaying = playing === r.n;
            return (
              <li key={r.n} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto">{name}</span>
                <button
                  type="button"
                  className={`btn btn-sm ${isPlaying ? 'btn-danger' : 'btn-primary'}`}
                  data-testid={`playpause-${i}`}
                  aria-label={`${isPlaying ? 'Pause' : 'Play'} ${name}`}
                  onClick={() => playPause(r.n)}
                >
                  {isPlaying ? 'Pause' : 'Play'}
                </button>
                <a
                  className="btn btn-sm btn-outline-secondary"
                  href={r.url}
                  download={fileName(r)}
                  data-testid={`download-${i}`}
                >
                  Download
                </a>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  data-testid={`remove-${i}`}
                  aria-label={`Remove ${name}`}
                  onClick={() => remove(r)}
                >
                  Remove
                </button>
                <audio
                  ref={(audio) => {
                    if (audio) players.current.set(r.n, audio);
                    else players.current.delete(r.n);
                  }}
                  src={r.url}
                  preload="auto"
                  onPause={() => stopped(r.n)}
                  onEnded={() => stopped(r.n)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
