import { OCR_IMAGE } from '../../lib/media';

/** An image of clearly printed text for an OCR tool to read (its text: OCR_TEXT_LINES). */
export default function OcrCheckPage() {
  return (
    <img
      src={OCR_IMAGE.src}
      alt={OCR_IMAGE.alt}
      width={OCR_IMAGE.width}
      height={OCR_IMAGE.height}
      className="img-fluid border rounded"
    />
  );
}
