import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../lib/Field';
import { QR_MARGIN, QR_SIZE } from './qr';

/** Generate turns the typed text into a QR code and clears the input. */
export default function QrCodePage() {
  const [text, setText] = useState('');
  const [encoded, setEncoded] = useState<string | null>(null);
  const generate = (event: FormEvent) => {
    event.preventDefault();
    setEncoded(text);
    setText('');
  };
  return (
    <section>
      <form onSubmit={generate} className="d-flex flex-wrap align-items-end gap-2 mb-4">
        <TextField
          id="qr-text"
          label="Text to encode"
          fieldClassName=""
          placeholder="Enter text"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Generate
        </button>
      </form>
      {encoded !== null && (
        <figure>
          <figcaption className="h5">Your QR Code:</figcaption>
          <QRCodeSVG
            value={encoded}
            size={QR_SIZE}
            marginSize={QR_MARGIN}
            role="img"
            aria-label="QR code"
          />
        </figure>
      )}
    </section>
  );
}
