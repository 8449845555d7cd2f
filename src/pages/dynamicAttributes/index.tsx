import { useState } from 'react';
import { StatusLine } from '../../lib/StatusLine';
import { useRandom } from '../../lib/useRandom';
import { classAttribute, uuidLike, VARIANTS, variantMessage, type Variant } from './attributes';

/** A button whose id is new on every load, and three "Button"s told apart only by class. */
export default function DynamicAttributesPage() {
  const random = useRandom();
  const [draw] = useState(() => ({ id: uuidLike(random), variants: random.shuffle(VARIANTS) }));
  const [message, setMessage] = useState('');

  return (
    <section>
      <h2 className="h4">Changing id</h2>
      <button
        id={draw.id}
        type="button"
        className="btn btn-secondary"
        onClick={() => setMessage('Button with a changing id clicked.')}
      >
        Button with a changing id
      </button>
      <h2 className="h4 mt-4">Class attribute</h2>
      <div className="d-flex gap-2">
        {draw.variants.map((variant: Variant, i) => (
          <button
            key={variant}
            type="button"
            className={classAttribute(i + 1, variant)}
            onClick={() => setMessage(variantMessage(variant))}
          >
            Button
          </button>
        ))}
      </div>
      <StatusLine>{message}</StatusLine>
    </section>
  );
}
