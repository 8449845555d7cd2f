export const VIDEO_MAX_WIDTH_PX = 600;

/** Our generated, silent test-pattern video: looping, with the browser's own controls. */
export default function VideoPage() {
  return (
    <video
      className="w-100 d-block"
      style={{ maxWidth: VIDEO_MAX_WIDTH_PX }}
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
