/** Embeds the first iframe page, which embeds the second (the app opens every page at its top). */
export default function NestedIframesPage() {
  return (
    <iframe
      src="/nestedIframes/firstIframe"
      title="First iframe"
      className="w-100 border rounded"
      height={1000}
    />
  );
}
