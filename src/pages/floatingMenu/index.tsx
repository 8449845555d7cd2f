import { useState } from 'react';
import { generateParagraphs } from '../../lib/generatedText';
import { useRandom } from '../../lib/useRandom';
import { PARAGRAPHS_PER_SECTION, SECTIONS } from './sections';
import './floatingMenu.css';

/**
 * A menu that sticks to the top of the viewport over four sections, each at least a viewport
 * high, of generated (seedable) paragraphs. A link scrolls to its section and sets the hash.
 */
export default function FloatingMenuPage() {
  const random = useRandom();
  const [paragraphs] = useState(() =>
    generateParagraphs(random, SECTIONS.length * PARAGRAPHS_PER_SECTION),
  );

  return (
    <section>
      <nav aria-label="Floating menu" className="sticky-top bg-body border-bottom py-2 mb-3">
        <ul className="nav nav-pills">
          {SECTIONS.map(({ id, heading }) => (
            <li key={id} className="nav-item">
              <a className="nav-link" href={`#${id}`}>
                {heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map(({ id, heading }, index) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-heading`}
          className="floating-menu__section min-vh-100"
        >
          <h2 id={`${id}-heading`}>{heading}</h2>
          {paragraphs
            .slice(index * PARAGRAPHS_PER_SECTION, (index + 1) * PARAGRAPHS_PER_SECTION)
            .map((text, n) => (
              <p key={n}>{text}</p>
            ))}
        </section>
      ))}
    </section>
  );
}
