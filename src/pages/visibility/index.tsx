import { useState } from 'react';
import { clickedMessage, hiddenStyle, TARGETS, type Target } from './hiding';

interface TargetButtonProps {
  target: Target;
  hidden: boolean;
  onClick: () => void;
}

function TargetButton({ target, hidden, onClick }: TargetButtonProps) {
  if (hidden && target.mode === 'removed') return null;
  return (
    // inline-block, so a cover laid over it is sized by the button alone.
    <div className="d-inline-block position-relative">
      <button
        type="button"
        className="btn btn-outline-primary"
        id={target.id}
        style={hidden ? hiddenStyle(target.mode) : undefined}
        onClick={onClick}
      >
        {target.label}
      </button>
      {hidden && target.mode === 'covered' && (
        <div className="position-absolute bg-body" style={{ inset: '-2px' }} aria-hidden="true" />
      )}
    </div>
  );
}

/** Hide hides each of seven buttons by a different mechanism; Reset shows them all again. */
export default function VisibilityPage() {
  const [hidden, setHidden] = useState(false);
  const [status, setStatus] = useState('');
  return (
    <section>
      <div className="d-flex gap-2 mb-3">
        <button type="button" className="btn btn-primary" onClick={() => setHidden(true)}>
          Hide
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setHidden(false)}>
          Reset
        </button>
      </div>
      <div className="row row-cols-2 row-cols-md-4 g-3 mb-3">
        {TARGETS.map((target) => (
          <div className="col position-relative" key={target.mode}>
            <TargetButton
              target={target}
              hidden={hidden}
              onClick={() => setStatus(clickedMessage(target.label))}
            />
          </div>
        ))}
      </div>
      <p role="status">{status}</p>
    </section>
  );
}
