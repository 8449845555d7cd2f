import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../lib/Field';
import { canConnect, canDrop, canSend, stateText } from './chat';
import { useChatSocket } from './useChatSocket';

/** A support chat over a WebSocket, with the live count of agents online (SPEC-3 page 60). */
export default function WebSocketChat() {
  const { state, agents, typing, log, sendMessage, drop, connect, disconnect } = useChatSocket();
  const [text, setText] = useState('');
  const logBox = useRef<HTMLDivElement>(null);

  // The newest line stays in view.
  useEffect(() => {
    const box = logBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [log]);

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend(state, text)) return;
    sendMessage(text.trim());
    setText('');
  };

  return (
    <section>
      <p>
        The page opens a WebSocket to the server on load. Say something to the support bot, and
        watch the number of agents online change every few seconds.
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <p
          id="connection-state"
          role="status"
          className="badge text-bg-primary fs-6 fw-normal mb-0"
        >
          Connection: {stateText(state)}
        </p>
        <p id="agents-online" className="badge text-bg-secondary fs-6 fw-normal mb-0">
          Agents online: {agents ?? '–'}
        </p>
      </div>
      <div
        ref={logBox}
        role="log"
        aria-label="Chat messages"
        tabIndex={0}
        className="border rounded p-2 mb-2 overflow-auto text-break"
        style={{ height: '14rem' }}
      >
        {log.map((line) => (
          <p key={line.id} className="mb-1">
            {line.text}
          </p>
        ))}
      </div>
      <p className="text-body-secondary fst-italic mb-2" aria-live="polite">
        {typing ? 'Bot is typing…' : ''}
      </p>
      <form noValidate onSubmit={onSend} className="row g-2 align-items-end mb-3">
        <div className="col">
          <TextField
            id="chat-message"
            label="Message"
            fieldClassName=""
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="col-auto">
          <button type="submit" className="btn btn-primary" disabled={!canSend(state, text)}>
            Send
          </button>
        </div>
      </form>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={canConnect(state)}
          onClick={disconnect}
        >
          Disconnect
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={!canConnect(state)}
          onClick={connect}
        >
          Connect
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={!canDrop(state)}
          onClick={drop}
        >
          Drop connection
        </button>
      </div>
    </section>
  );
}
