import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { fractionAfterKey, fractionAt, playedFraction } from './progress';

const SAMPLES = [
  {
    name: 'Sample A',
    src: '/media/sample-a.mp3',
    words: 'Sample A. This is the first audio sample.',
  },
  {
    name: 'Sample B',
    src: '/media/sample-b.mp3',
    words: 'Sample B. This is the second audio sample.',
  },
];

interface PlayerProps {
  name: string;
  src: string;
  words: string;
}

/** A play/pause button and a clickable, keyboard-operable progress bar for one sample. */
function Player({ name, src, words }: PlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [fraction, setFraction] = useState(0);
  const headingId = useId();

  useEffect(() => {
    const audio = audioRef.current!;
    const show = () => setFraction(playedFraction(audio.currentTime, audio.duration));
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onEnded = () => {
      audio.currentTime = 0;
      setPlaying(false);
      setFraction(0);
    };
    audio.addEventListener('timeupdate', show);
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onEnded);
    return () => {
      audio.pause();
      audio.removeEventListener('timeupdate', show);
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onEnded);
    };
  }, []);

  const toggle = () => {
    const audio = audioRef.current!;
    if (audio.paused) {
      audio.play().catch((error: unknown) => console.error(`${name} could not play:`, error));
    } else {
      audio.pause();
    }
  };

  const seek = (to: number) => {
    const audio = audioRef.current!;
    if (Number.isFinite(audio.duration)) audio.currentTime = to * audio.duration;
    setFraction(to);
  };

  const seekByClick = (event: MouseEvent<HTMLDivElement>) => {
    const bar = event.currentTarget.getBoundingClientRect();
    seek(fractionAt(event.clientX, bar.left, bar.width));
  };

  const seekByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = fractionAfterKey(fraction, event.key);
    if (to === undefined) return;
    event.preventDefault();
    seek(to);
  };

  const percent = Math.round(fraction * 100);
  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          {name}
        </h2>
        <p className="card-text text-body-secondary small">Transcript: {words}</p>
        <audio ref={audioRef} src={src} preload="metadata" />
        <div className="d-flex align-items-center gap-3">
          <button
            type="button"
            className={`btn ${playing ? 'btn-danger' : 'btn-success'}`}
            onClick={toggle}
          >
            {playing ? 'Pause' : 'Play'}
          </button>
          <div
            className="progress flex-grow-1"
            style={{ cursor: 'pointer' }}
            role="slider"
            tabIndex={0}
            aria-label={`${name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            onClick={seekByClick}
            onKeyDown={seekByKey}
          >
            <div className="progress-bar" style={{ width: `${percent}%` }} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** Two sample players to compare by ear. */
export default function AudioValidationPage() {
  return (
    <>
      {SAMPLES.map((sample) => (
        <Player key={sample.name} {...sample} />
      ))}
    </>
  );
}
