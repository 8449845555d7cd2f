/** The text shown when the camera cannot be opened, with the browser's reason. */
export function cameraErrorMessage(error: unknown): string {
  // getUserMedia rejects with a DOMException, which is not an Error everywhere (jsdom).
  const { message, name } = (error ?? {}) as { message?: unknown; name?: unknown };
  const reason =
    typeof message === 'string' && message
      ? message
      : typeof name === 'string' && name
        ? name
        : String(error);
  return `Error accessing camera: ${reason}`;
}

export function stopTracks(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}
