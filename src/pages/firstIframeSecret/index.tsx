/** Where "tapioca" leads: a message, and the second iframe page once more. */
export default function FirstIframeSecretPage() {
  return (
    <>
      <p className="fs-5">You&apos;ve clicked on the first iframe link!</p>
      <iframe
        src="/nestedIframes/secondIframe"
        title="Second iframe"
        className="w-100 border rounded"
      />
    </>
  );
}
