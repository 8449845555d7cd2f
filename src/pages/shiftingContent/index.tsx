import { useState } from 'react';
import { useLocation } from 'react-router';
import { useRandom } from '../../lib/useRandom';
import image from './image.svg';
import { drawOffsets, offsetsText, pixelShiftFromSearch } from './shift';

const MENU = ['Home', 'About', 'Services', 'Portfolio', 'Contact'] as const;

/**
 * A menu whose "Contact" link and an image are moved left by 0 or S px on each load (seedable),
 * by relative positioning so that nothing else moves. A disclosure tells this load's offsets.
 */
export default function ShiftingContentPage() {
  const { search } = useLocation();
  const random = useRandom();
  const [offsets] = useState(() => drawOffsets(random, pixelShiftFromSearch(search)));
  const [clicked, setClicked] = useState<string>();

  return (
    <section>
      <nav aria-label="Shifting menu" className="mb-3">
        <ul className="nav nav-pills gap-2">
          {MENU.map((label) => (
            <li key={label} className="nav-item">
              <a
                className="nav-link"
                href={`#${label.toLowerCase()}`}
                onClick={() => setClicked(label)}
                style={
                  label === 'Contact' ? { position: 'relative', left: -offsets.menu } : undefined
                }
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <img
        src={image}
        alt="Shifting image"
        width={200}
        height={200}
        className="d-block mx-auto"
        style={{ position: 'relative', left: -offsets.image }}
      />
      <p role="status" className="mt-3 fw-semibold">
        {clicked && `You clicked ${clicked}.`}
      </p>
      <details>
        <summary>Show this load&apos;s offsets</summary>
        <p className="mt-2 mb-0">{offsetsText(offsets)}</p>
      </details>
    </section>
  );
}
