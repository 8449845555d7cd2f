import { useEffect, useRef, useState } from 'react';
import {
  IMAGES,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  imageOutcome,
  resultLine,
  type Outcome,
} from './images';

/** Three images, two of them missing on the server; "Check images" reports each one's outcome. */
export default function BrokenImages() {
  const elements = useRef<(HTMLImageElement | null)[]>([]);
  const [outcomes, setOutcomes] = useState<Outcome[]>(() => IMAGES.map(() => 'loading'));
  const [checked, setChecked] = useState(false);

  // Read every image's state from the element itself (a load may end before any event is seen).
  const readAll = () =>
    setOutcomes(
      IMAGES.map((_, i) => (elements.current[i] ? imageOutcome(elements.current[i]) : 'loading')),
    );

  useEffect(readAll, []);

  const settled = (i: number, image: HTMLImageElement) =>
    setOutcomes((now) => now.map((o, j) => (j === i ? imageOutcome(image) : o)));

  return (
    <section>
      <div className="d-flex flex-wrap gap-3 mb-3">
        {IMAGES.map((image, i) => (
          <img
            key={image.src}
            ref={(el) => {
              elements.current[i] = el;
            }}
            src={image.src}
            alt={image.alt}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            className="border rounded"
            onLoad={(event) => settled(i, event.currentTarget)}
            onError={(event) => settled(i, event.currentTarget)}
          />
        ))}
      </div>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          readAll();
          setChecked(true);
        }}
      >
        Check images
      </button>
      {checked && (
        <ul className="mt-3" aria-label="Check results">
          {IMAGES.map((image, i) => (
            <li key={image.src}>{resultLine(image.alt, outcomes[i])}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
