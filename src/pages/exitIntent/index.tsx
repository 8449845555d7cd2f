import { useCallback, useEffect, useState } from 'react';
import { MessageModal } from '../../lib/MessageModal';
import { isExitThroughTop, shownCountText } from './exitIntent';

/**
 * A modal that opens when the pointer leaves the page through its top edge (exit intent), with
 * a button that opens it from the keyboard. The status line counts every opening.
 */
export default function ExitIntentPage() {
  const [open, setOpen] = useState(false);
  const [shownCount, setShownCount] = useState(0);

  const show = useCallback(() => {
    setOpen(true);
    setShownCount((n) => n + 1);
  }, []);

  // Listens only while the modal is closed: exits while it is open neither count nor reopen it.
  useEffect(() => {
    if (open) return;
    const onMouseOut = (event: MouseEvent) => {
      if (isExitThroughTop(event)) show();
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => {
      document.removeEventListener('mouseout', onMouseOut);
    };
  }, [open, show]);

  return (
    <section>
      <p>
        Exit intent is a visitor about to leave: the mouse pointer heads for the tabs, the address
        bar or the close button. Move the pointer out of the page through its top edge and a modal
        opens; leaving through the left, right or bottom edge does nothing.
      </p>
      <p role="status" className="fw-semibold">
        {shownCountText(shownCount)}
      </p>
      <button type="button" className="btn btn-outline-primary" onClick={show}>
        Open the modal without the mouse
      </button>
      <MessageModal
        show={open}
        title="Leaving so soon?"
        text="This window opens when the mouse leaves the page through the top."
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
