import { SECOND_IFRAME_HEIGHT_PX } from './layout';

/** Shown inside /nestedIframes: the link word "tapioca" and the second iframe. */
export default function FirstIframePage() {
  return (
    <>
      <p>
        This is the first iframe. Its secret word is{' '}
        {/* A plain relative link: the iframe navigates itself to /nestedIframes/firstIframeSecret. */}
        <a href="./firstIframeSecret">tapioca</a>.
      </p>
      <div style={{ height: SECOND_IFRAME_HEIGHT_PX }}>
        <iframe src="./secondIframe" title="Second iframe" className="w-100 h-100 border rounded" />
      </div>
    </>
  );
}
