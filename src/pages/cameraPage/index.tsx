import { useEffect, useRef, useState } from 'react';
import { cameraErrorMessage, stopTracks } from './camera';

/** One button turns the camera on and off; the live picture shows only while it is on. */
export default function CameraPage() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A stream's tracks stop when it is replaced (Turn Off) or the page is left.
  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream;
    return () => stopTracks(stream);
  }, [stream]);

  const turnOn = async () => {
    setAsking(true);
    try {
      if (!navigator.mediaDevices?.getUserMedia) {
        throw new Error('this browser gives no camera access here');
      }
      const opened = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
      // The page may have been left while the browser was asking.
      if (!mounted.current) return stopTracks(opened);
      setStream(opened);
      setError(null);
    } catch (reason) {
      setError(cameraErrorMessage(reason));
    } finally {
      setAsking(false);
    }
  };

  return (
    <section>
      <button
        type="button"
        className={`btn ${stream ? 'btn-danger' : 'btn-primary'} mb-3`}
        disabled={asking}
        onClick={stream ? () => setStream(null) : () => void turnOn()}
      >
        {stream ? 'Turn Off Camera' : 'Turn On Camera'}
      </button>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {stream ? (
        <video
          ref={videoRef}
          className="w-100 d-block rounded border"
          style={{ maxWidth: 640 }}
          autoPlay
          muted
          playsInline
          aria-label="Live camera picture"
        />
      ) : (
        !error && <p className="text-body-secondary">Camera is currently off</p>
      )}
    </section>
  );
}
