import { useState } from 'react';

/** Hovering the button (or focusing it by keyboard) shows a text; leaving hides it. */
export default function MouseHoverPage() {
  const [hovered, setHovered] = useState(false);
  const show = () => setHovered(true);
  const hide = () => setHovered(false);
  return (
    <section>
      <button
        type="button"
        className="btn btn-primary"
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        Hover here
      </button>
      {hovered && <p className="mt-3 fs-5">This text is now visible!</p>}
    </section>
  );
}
