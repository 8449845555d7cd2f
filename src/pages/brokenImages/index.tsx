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
  const elements = useRef<HTMLImageElement[]>([]);
  const [outcomes, setOutcomes] = useState<Outcome[]>(() => IMAGES.map(() => 'loading'));
  const [checked, setChecked] = useState(false);

  const readAll = () => setOutcomes(elements.current.map(imageOutcome));

  // The sources are set here, once: React sets an <img>'s src a second time when it mounts,
  // and Chromium then fetches a failed image again (two 404s each instead of one).
  useEffect(() => {
    const images = elements.current;
    images.forEach((image) => {
      image.addEventListener('load', readAll);
      image.addEventListener('error', readAll);
    });
    IMAGES.forEach(({ src }, i) => {
      const image = images[i];
      if (image && !image.getAttribute('src')) image.src = src;
    });
    readAll();
    return () =>
      images.forEach((image) => {
        image.removeEventListener('load', readAll);
        image.removeEventListener('error', readAll);
      });
  }, []);

  return (
    <section>
      <div className="d-flex flex-wrap gap-3 mb-3">
        {IMAGES.map((image, i) => (
          <img
            key={image.src}
            ref={(element) => {
              if (element) elements.current[i] = element;
            }}
            alt={image.alt}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
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
            <li key={image.src}>{resultLine(image.alt, outcomes[i] ?? 'loading')}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
