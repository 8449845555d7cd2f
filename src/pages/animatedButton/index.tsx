import { useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import './animatedButton.css';
import { clickedMessage, FINISHED, NOT_STARTED, RUNNING } from './status';

/**
 * "Start animation" sends Moving target once round a circle (class `spin`, 5 s); a click on the
 * target reports the class it had at that moment, so a click made mid-flight shows `spin`.
 */
export default function AnimatedButtonPage() {
  const [spinning, setSpinning] = useState(false);
  const [status, setStatus] = useState(NOT_STARTED);

  const start = () => {
    setSpinning(true);
    setStatus(RUNNING);
  };

  // Synchronous, so `spin` is gone in the very frame the motion stops: a tool that waits for
  // the target to stand still never sees it still and spinning.
  const finish = () => {
    flushSync(() => {
      setSpinning(false);
      setStatus(FINISHED);
    });
  };

  const reportClick = (event: MouseEvent<HTMLButtonElement>) => {
    setStatus(clickedMessage(event.currentTarget.className));
  };

  return (
    <section>
      <button type="button" className="btn btn-primary" onClick={start}>
        Start animation
      </button>
      <p className="mt-3" role="status">
        {status}
      </p>
      <div className="animated-button-stage d-flex justify-content-center pt-2">
        <div>
          <button
            type="button"
            className={spinning ? 'btn btn-primary spin' : 'btn btn-primary'}
            onClick={reportClick}
            onAnimationEnd={finish}
          >
            Moving target
          </button>
        </div>
      </div>
    </section>
  );
}
