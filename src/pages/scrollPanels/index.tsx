import { cardId, FRUITS, VEGETABLES, type PanelItem } from './items';
import './scrollPanels.css';

interface PanelProps {
  id: string;
  kind: 'fruit' | 'vegetable';
  emoji: string;
  heading: string;
  items: readonly PanelItem[];
}

/** A fixed header, a body that scrolls on its own (focusable, named after the panel), a fixed footer. */
function Panel({ id, kind, emoji, heading, items }: PanelProps) {
  const plural = heading.toLowerCase();
  return (
    <div id={id} className="scroll-panels__panel">
      <header className="scroll-panels__header">
        <span aria-hidden="true" className="fs-3 me-2">
          {emoji}
        </span>
        <h2 className="h4 d-inline">{heading}</h2>
        <p className="mb-0 text-body-secondary">Scroll to explore each {kind}</p>
      </header>
      <div
        id={`${id}-body`}
        className="scroll-panels__body"
        tabIndex={0}
        role="region"
        aria-label={heading}
      >
        {items.map((item, index) => (
          <article key={item.name} id={cardId(kind, item.name)} className="card mb-2">
            <div className="card-body d-flex gap-3 align-items-start">
              <span className="fs-2" aria-hidden="true">
                {item.emoji}
              </span>
              <div className="flex-grow-1">
                <h3 className="h5 card-title">{item.name}</h3>
                <p className="card-text mb-0">{item.fact}</p>
              </div>
              <span className="badge text-bg-secondary">#{index + 1}</span>
            </div>
          </article>
        ))}
      </div>
      <footer className="scroll-panels__footer">
        {items.length} {plural} total — scroll to see all
      </footer>
    </div>
  );
}

/** Two side-by-side panels whose bodies scroll independently. */
export default function ScrollPanelsPage() {
  return (
    <>
      <p>
        Every panel has a fixed height: scroll inside it to bring the rest of its items into view.
      </p>
      <div className="scroll-panels">
        <Panel id="left-panel" kind="fruit" emoji="🍏" heading="Fruits" items={FRUITS} />
        <span className="scroll-panels__divider" aria-hidden="true">
          ↕
        </span>
        <Panel
          id="right-panel"
          kind="vegetable"
          emoji="🥦"
          heading="Vegetables"
          items={VEGETABLES}
        />
      </div>
    </>
  );
}
