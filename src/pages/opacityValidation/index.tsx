import { useState } from 'react';
import { buttonId, cardId, clickedMessage, OPACITY_CARDS } from './cards';

/** Five cards that differ only in their CSS opacity; every button works, even the invisible one. */
export default function OpacityValidationPage() {
  const [message, setMessage] = useState('');
  return (
    <section aria-labelledby="opacity-levels">
      <h2 id="opacity-levels" className="h4">
        Opacity Levels
      </h2>
      <p>All five cards are in the DOM and clickable; they differ only in their CSS opacity.</p>
      <div
        className="d-grid gap-3"
        style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}
      >
        {OPACITY_CARDS.map((card) => (
          <div key={card.key} id={cardId(card)} className="card" style={{ opacity: card.opacity }}>
            <div className="card-body">
              <p className="card-subtitle small text-body-secondary mb-2">
                opacity: {card.opacity}
              </p>
              <p className="card-text">{card.label} text</p>
              <button
                type="button"
                id={buttonId(card)}
                className="btn btn-primary"
                onClick={() => setMessage(clickedMessage(card))}
              >
                {card.label} button
              </button>
            </div>
          </div>
        ))}
      </div>
      <p role="status" className="text-success fw-semibold mt-3">
        {message}
      </p>
    </section>
  );
}
