/** The page that /openNewTab opens. */
export default function NewTabPage() {
  return <p className="fs-4">Hello! This is a page that was opened in a new tab.</p>;
}
