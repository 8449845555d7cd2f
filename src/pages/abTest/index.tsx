import { useState } from 'react';
import { useRandom } from '../../lib/useRandom';
import { drawHeading } from './variant';

/** A split test: variant A or B on each load, unless the opt-out cookie is set. */
export default function AbTestPage() {
  const random = useRandom();
  const [heading] = useState(() => drawHeading(document.cookie, random));
  return (
    <section>
      <h2>{heading}</h2>
      <p className="mb-0">
        Split testing (A/B testing) shows each visitor one of two versions of a page and measures
        which one works better. A check on such a page must accept either version, or opt out of the
        test first: this page shows its standard version when the cookie abOptOut=true is set.
      </p>
    </section>
  );
}
