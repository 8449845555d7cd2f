/** The two ways the microphone can fail (SPEC-2, page 12). */
export const NOT_SUPPORTED = 'Microphone not supported by this browser.';
export const NO_ACCESS = 'Could not access microphone. Please check permissions.';

/** Whether this browser has what recording needs: getUserMedia and MediaRecorder. */
export const canRecord = () =>
  typeof navigator.mediaDevices?.getUserMedia === 'function' &&
  typeof window.MediaRecorder === 'function';

/** Releases the microphone: every track of the stream ends. */
export function stopTracks(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}
