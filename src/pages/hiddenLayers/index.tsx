import { useEffect, useRef, useState } from 'react';
import { StatusLine } from '../../lib/StatusLine';
import { BLUE_CLICKED, greenClicked, type LayerStatus } from './layers';

/**
 * A green button in a layer; its first click adds a layer above it with a blue button of the same
 * size at the same place; the green one is then out of pointer (covered) and keyboard reach.
 */
export default function HiddenLayersPage() {
  const [covered, setCovered] = useState(false);
  const [status, setStatus] = useState<LayerStatus | null>(null);
  const blueButton = useRef<HTMLButtonElement>(null);

  // The green button had the focus and is now covered: hand the focus on to the one on top.
  useEffect(() => {
    if (covered) blueButton.current?.focus();
  }, [covered]);

  const onGreen = () => {
    setStatus(greenClicked(covered));
    setCovered(true);
  };

  return (
    <section>
      <div className="position-relative d-inline-block">
        {/* Covered, the green button's layer is inert: no focus (by script too), keyboard,
            pointer or accessibility tree (aria-hidden too, for tools that read only that). It
            keeps its click handler, so a script that clicks the element itself is caught. */}
        <div
          inert={covered}
          aria-hidden={covered || undefined}
          style={{ zIndex: 1 }}
          className="position-relative"
        >
          <button
            id="greenButton"
            type="button"
            className="btn btn-success btn-lg"
            onClick={onGreen}
          >
            Button
          </button>
        </div>
        {covered && (
          <div className="position-absolute top-0 start-0 w-100 h-100" style={{ zIndex: 2 }}>
            <button
              ref={blueButton}
              id="blueButton"
              type="button"
              className="btn btn-primary btn-lg w-100 h-100"
              onClick={() => setStatus(BLUE_CLICKED)}
            >
              Button
            </button>
          </div>
        )}
      </div>
      <StatusLine tone={status?.tone}>{status?.message ?? ''}</StatusLine>
    </section>
  );
}
