import { useState } from 'react';
import { BUTTON_LABEL, CLICKED_MESSAGE } from './label';

/**
 * A button labelled "Place" + U+00A0 + "Order": an XPath that compares text() with an ordinary
 * space misses it, a role locator (accessible names collapse white space) finds it.
 */
export default function NonBreakingSpacePage() {
  const [clicked, setClicked] = useState(false);
  return (
    <section>
      <p>
        The XPath <code>//button[text()=&apos;Place Order&apos;]</code> finds nothing here: the
        space in the button&apos;s label is a non-breaking space (U+00A0), which looks the same but
        is another character. The same XPath with a non-breaking space between the words finds the
        button, and so does a locator by role and accessible name, since accessible names collapse
        white space.
      </p>
      <button type="button" className="btn btn-primary" onClick={() => setClicked(true)}>
        {BUTTON_LABEL}
      </button>
      <p role="status" className="mt-3 fw-semibold">
        {clicked ? CLICKED_MESSAGE : ''}
      </p>
    </section>
  );
}
