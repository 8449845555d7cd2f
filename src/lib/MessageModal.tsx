import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';

interface MessageModalProps {
  show: boolean;
  title: string;
  text: string;
  /** Called by Close, Escape and a click on the backdrop alike. */
  onClose: () => void;
}

/**
 * A modal dialog named by its heading, with one line of text and a "Close" button. Focus moves
 * into it when it opens and returns to where it was when it closes.
 */
export function MessageModal({ show, title, text, onClose }: MessageModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} aria-labelledby={titleId}>
      <Modal.Header>
        <Modal.Title as="h2" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{text}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onClose}>
          Close
        </button>
      </Modal.Footer>
    </Modal>
  );
}
