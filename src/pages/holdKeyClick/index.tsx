import { useRef, useState } from 'react';
import { judgePress, type Modifiers } from './press';

const isPressKey = (key: string) => key === 'Enter' || key === ' ';

/** Click with Ctrl or Command held; how long the press lasted decides the message. */
export default function HoldKeyClickPage() {
  const [message, setMessage] = useState('');
  const pressedAt = useRef<number | null>(null);

  const start = () => {
    if (pressedAt.current === null) pressedAt.current = Date.now();
  };
  // Leaving the button or releasing without a press under way changes nothing.
  const end = (held: Modifiers) => {
    if (pressedAt.current === null) return;
    setMessage(judgePress(Date.now() - pressedAt.current, held));
    pressedAt.current = null;
  };

  return (
    <section>
      <button
        type="button"
        className="btn btn-primary btn-lg user-select-none mb-3"
        // Without this a lingering touch starts a scroll and cancels the press.
        style={{ touchAction: 'none' }}
        onPointerDown={(event) => {
          if (event.button === 0) start();
        }}
        onPointerUp={(event) => end(event)}
        onPointerLeave={(event) => end(event)}
        onPointerCancel={(event) => end(event)}
        onContextMenu={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (!isPressKey(event.key)) return;
          // Enter would otherwise click the button; the press is judged on key up.
          event.preventDefault();
          if (!event.repeat) start();
        }}
        onKeyUp={(event) => {
          if (isPressKey(event.key)) end(event);
        }}
        onBlur={() => {
          pressedAt.current = null;
        }}
      >
        Click Me
      </button>
      <p role="status" className="fs-5">
        {message}
      </p>
    </section>
  );
}
