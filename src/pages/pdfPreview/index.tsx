/** Kept out of the page's text on purpose: the exercise is to follow the new tab to find it. */
const PREVIEW_PDF = '/media/preview.pdf';

/** Opens the sample PDF in a new tab that gets neither an opener nor a referrer. */
export default function PdfPreviewPage() {
  const preview = () => {
    window.open(PREVIEW_PDF, '_blank', 'noopener,noreferrer');
  };
  return (
    <section>
      <h2 className="h4">Sample PDF Preview</h2>
      <button
        type="button"
        className="btn btn-primary"
        data-testid="pdf-preview-btn"
        onClick={preview}
      >
        Preview PDF
      </button>
    </section>
  );
}
