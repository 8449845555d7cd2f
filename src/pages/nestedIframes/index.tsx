import { useEffect } from 'react';

/** Scrolls to the top on load and embeds the first iframe page, which embeds the second. */
export default function NestedIframesPage() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <iframe
      src="/nestedIframes/firstIframe"
      title="First iframe"
      className="w-100 border rounded"
      height={1000}
    />
  );
}
