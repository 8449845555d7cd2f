import { useState } from 'react';
import { useRandom } from '../../lib/useRandom';
import { drawSentence, INTRO } from './sentence';

/** Two paragraphs; the second is misspelled on some loads. */
export default function TyposPage() {
  const random = useRandom();
  const [sentence] = useState(() => drawSentence(random));
  return (
    <section aria-label="Text to check">
      <p>{INTRO}</p>
      <p className="fs-5 mb-0">{sentence}</p>
    </section>
  );
}
