import { useEffect, useState, type MouseEvent } from 'react';
import { MessageModal } from '../../lib/MessageModal';
import { CLOSED_FLAG_KEY, flagText, OPEN_DELAY_MS, shouldOpenOnLoad, touchesFlag } from './entryAd';

const readFlag = () => localStorage.getItem(CLOSED_FLAG_KEY);

/**
 * An ad that opens 500 ms after the first render unless localStorage says it was closed before.
 * Closing it stores the flag; "Show the ad again" removes it and opens the ad at once.
 */
export default function EntryAdPage() {
  const [flag, setFlag] = useState(readFlag);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!shouldOpenOnLoad(readFlag())) return;
    const timer = setTimeout(() => setOpen(true), OPEN_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, []);

  // Another tab of the site that sets or removes the flag updates the line here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (touchesFlag(event.key)) setFlag(readFlag());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const close = () => {
    localStorage.setItem(CLOSED_FLAG_KEY, 'true');
    setFlag(readFlag());
    setOpen(false);
  };

  const showAgain = (event: MouseEvent) => {
    event.preventDefault();
    localStorage.removeItem(CLOSED_FLAG_KEY);
    setFlag(readFlag());
    setOpen(true);
  };

  return (
    <section>
      <p>
        Many sites greet a first-time visitor with an ad in a modal window. Once closed it stays
        closed: the page remembers it in the browser&apos;s localStorage, under the key{' '}
        <code>{CLOSED_FLAG_KEY}</code>, and a test that runs in a fresh browser profile meets the ad
        again.
      </p>
      <p className="fw-semibold">{flagText(flag)}</p>
      <a href="#show-ad" onClick={showAgain}>
        Show the ad again
      </a>
      <MessageModal
        show={open}
        title="Welcome offer"
        text="This window opens on your first visit. Close it and it will not open again."
        onClose={close}
      />
    </section>
  );
}
