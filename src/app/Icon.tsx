/**
 * A decorative bootstrap icon (the control around it carries the accessible name). `markup` is
 * the icon's inner SVG from a `virtual:icons/<set>` module: our own files, read at build time.
 */
export function Icon({ markup, size = 16 }: { markup: string | undefined; size?: number }) {
  return (
    <svg
      className="bi"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: markup ?? '' }}
    />
  );
}
