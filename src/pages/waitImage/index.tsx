import { OCR_IMAGE } from '../../lib/media';
import { COUNTDOWN_SECONDS, useCountdown } from '../../lib/useCountdown';
import './waitImage.css';

/** "The secret image will appear in N..." from 5, once a second; at 0 the image appears. */
export default function WaitImagePage() {
  const remaining = useCountdown(COUNTDOWN_SECONDS);
  return (
    <section aria-live="polite" className="secret-image">
      <div className="secret-image-room">
        {remaining > 0 ? (
          <p className="fs-4">The secret image will appear in {remaining}...</p>
        ) : (
          <img
            className="img-fluid border rounded"
            src={OCR_IMAGE.src}
            alt={OCR_IMAGE.alt}
            width={OCR_IMAGE.width}
            height={OCR_IMAGE.height}
          />
        )}
      </div>
    </section>
  );
}
