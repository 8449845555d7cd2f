/** Shown inside the first iframe: the link word "samba". */
export default function SecondIframePage() {
  return (
    <p>
      This is the second iframe. Its secret word is <a href="./secondIframeSecret">samba</a>.
    </p>
  );
}
