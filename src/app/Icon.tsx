import { icons } from 'virtual:icons';

/** A decorative bootstrap icon (the control around it carries the accessible name). */
export function Icon({ name, size = 16 }: { name: string; size?: number }) {
  return (
    <svg
      className="bi"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      // Our own icon files from the bootstrap-icons package, read at build time.
      dangerouslySetInnerHTML={{ __html: icons[name] ?? '' }}
    />
  );
}
