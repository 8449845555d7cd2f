import { COUNTDOWN_SECONDS, useCountdown } from '../../lib/useCountdown';
import './waitMessage.css';

/** A counter counts from 5 down to 0, once a second; then the secret message appears. */
export default function WaitMessagePage() {
  const remaining = useCountdown(COUNTDOWN_SECONDS);
  return (
    <section>
      <p className="display-1 mb-3" role="timer" aria-label="Countdown">
        {remaining}
      </p>
      <div aria-live="polite" className="secret-message">
        {remaining === 0 && <p className="alert alert-success">The secret message is: banana</p>}
      </div>
    </section>
  );
}
