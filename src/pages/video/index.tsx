import './video.css';

/** Our generated, silent test-pattern video: looping, with the browser's own controls. */
export default function VideoPage() {
  return (
    <video
      className="sample-video w-100 d-block"
      poster="/media/sample-video.jpg"
      controls
      loop
      playsInline
      preload="metadata"
      aria-label="Sample video: a moving colour test pattern with the words Automation Playground"
    >
      <source src="/media/sample-video.mp4" type="video/mp4" />
      {/* For browsers built without H.264, such as Playwright's own Chromium. */}
      <source src="/media/sample-video.webm" type="video/webm" />
    </video>
  );
}
