import { useRef, useState, type MouseEvent } from 'react';
import { useRandom } from '../../lib/useRandom';
import { drawNotification, type Notification } from './notifications';

/** Each click on the link shows one of three notifications, drawn at random (seedable). */
export default function NotificationMessagesPage() {
  const random = useRandom();
  const [notification, setNotification] = useState<Notification>();
  // Keys the alert by click, so a repeated message is a new alert that is announced again.
  const [clicks, setClicks] = useState(0);
  const linkRef = useRef<HTMLAnchorElement>(null);

  const showNew = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click keeps the browser's own meaning (new tab or window).
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    setNotification(drawNotification(random));
    setClicks((n) => n + 1);
  };

  const close = () => {
    setNotification(undefined);
    linkRef.current?.focus();
  };

  return (
    <section>
      {notification && (
        <div
          key={clicks}
          className={`alert alert-${notification.variant} d-flex align-items-start`}
          role="alert"
        >
          <span className="flex-grow-1">{notification.text}</span>
          <button
            type="button"
            className="btn btn-link p-0 ms-3 lh-1 fs-4 text-reset text-decoration-none"
            aria-label="Close message"
            onClick={close}
          >
            ×
          </button>
        </div>
      )}
      <p>
        Each click on the link shows one of three notifications, chosen at random: the same one may
        come several times in a row.
      </p>
      <a href="/notificationMessages" ref={linkRef} onClick={showNew}>
        Show a new message
      </a>
    </section>
  );
}
