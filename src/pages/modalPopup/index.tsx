import { useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { trapTab } from './trapTab';

type Which = 'first' | 'second';

const MODALS: Record<Which, { title: string; body: string; action: string; target: Which }> = {
  first: {
    title: 'First modal',
    body: 'This is the first modal. Open the second one from here.',
    action: 'Open second modal',
    target: 'second',
  },
  second: {
    title: 'Second modal',
    body: 'This is the second modal. The first one closed when this one opened.',
    action: 'Back to first',
    target: 'first',
  },
};

/**
 * "Open first modal"; the first modal opens the second (closing itself), the second goes back
 * to the first. Each traps focus while open and hands it back to the opener when closed.
 */
export default function ModalPopupPage() {
  const [shown, setShown] = useState<Which | null>(null);
  // The modal to open once the current one has finished closing, so that only one is ever open.
  // Focus goes back to the opener by hand: a modal opened from the other would return it to a
  // button of a modal that is gone.
  const next = useRef<Which | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const switchTo = (target: Which) => {
    next.current = target;
    setShown(null);
  };
  const afterClose = () => {
    if (next.current) setShown(next.current);
    else opener.current?.focus();
    next.current = null;
  };

  return (
    <section>
      <button
        ref={opener}
        type="button"
        className="btn btn-primary"
        onClick={() => setShown('first')}
      >
        Open first modal
      </button>
      {(['first', 'second'] as const).map((which) => {
        const modal = MODALS[which];
        return (
          <Modal
            key={which}
            show={shown === which}
            onHide={() => setShown(null)}
            onExited={afterClose}
            restoreFocus={false}
            onKeyDown={trapTab}
            aria-labelledby={`${which}-modal-title`}
          >
            <Modal.Header closeButton>
              <Modal.Title id={`${which}-modal-title`}>{modal.title}</Modal.Title>
            </Modal.Header>
            <Modal.Body>{modal.body}</Modal.Body>
            <Modal.Footer>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => switchTo(modal.target)}
              >
                {modal.action}
              </button>
            </Modal.Footer>
          </Modal>
        );
      })}
    </section>
  );
}
