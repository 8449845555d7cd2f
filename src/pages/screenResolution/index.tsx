import { useEffect, useState } from 'react';

interface Sizes {
  screen: string;
  viewport: string;
}

const measure = (): Sizes => ({
  screen: `${window.screen.width} x ${window.screen.height}`,
  viewport: `${window.innerWidth} x ${window.innerHeight}`,
});

/** The monitor's and the browser window's sizes, updated live on resize. */
export default function ScreenResolutionPage() {
  const [sizes, setSizes] = useState(measure);
  useEffect(() => {
    const update = () => setSizes(measure());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return (
    <section>
      <h2 className="h4">Monitor Resolution</h2>
      <dl className="row">
        <dt className="col-sm-4">Screen Resolution (Monitor)</dt>
        <dd className="col-sm-8">{sizes.screen}</dd>
        <dt className="col-sm-4">Viewport (Browser Window)</dt>
        <dd className="col-sm-8">{sizes.viewport}</dd>
      </dl>
      <p className="text-body-secondary">
        The screen resolution is the size of your whole monitor in CSS pixels and changes only with
        the display settings. The viewport is the part of the browser window that shows the page; it
        changes whenever you resize the window, open developer tools or zoom.
      </p>
    </section>
  );
}
