import { useState } from 'react';
import { useRandom } from '../../lib/useRandom';
import { clickedMessage, drawMenu, shownLine } from './menu';

/** A menu whose optional items are left out of the DOM at random on each load. */
export default function DisappearingElementsPage() {
  const random = useRandom();
  const [menu] = useState(() => drawMenu(random));
  const [clicked, setClicked] = useState<string | null>(null);

  return (
    <section className="d-flex flex-column gap-3">
      <nav aria-label="Site menu">
        <ul className="nav nav-pills gap-2">
          {menu.map((label) => (
            <li key={label} className="nav-item">
              <a
                href={`#${label.toLowerCase()}`}
                className="nav-link border"
                onClick={() => setClicked(label)}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-0">{shownLine(menu.length)}</p>
      <p role="status" className="fw-semibold mb-0">
        {clicked && clickedMessage(clicked)}
      </p>
    </section>
  );
}
