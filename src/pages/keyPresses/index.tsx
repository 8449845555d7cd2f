import { useEffect, useState } from 'react';
import { TextField } from '../../lib/Field';
import { keyLines } from './keyName';

/** Every keydown anywhere on the page is named in two lines; nothing is prevented. */
export default function KeyPressesPage() {
  const [lines, setLines] = useState<ReturnType<typeof keyLines>>();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => setLines(keyLines(event));
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <section>
      <TextField id="key-target" label="Key target" type="text" autoComplete="off" />
      <p role="status" className="fs-4 mb-1">
        {lines?.pressed}
      </p>
      <p role="status" className="fs-5 text-body-secondary">
        {lines?.code}
      </p>
    </section>
  );
}
