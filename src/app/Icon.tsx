import type { ReactNode } from 'react';

/** A decorative 16 × 16 bootstrap icon (the control around it carries the accessible name). */
function IconSvg({
  size,
  children,
  markup,
}: {
  size: number;
  children?: ReactNode;
  markup?: string;
}) {
  return (
    <svg
      className="bi"
      width={size}
      height={size}
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={markup === undefined ? undefined : { __html: markup }}
    >
      {children}
    </svg>
  );
}

/** `markup`: the icon's inner SVG from a `virtual:icons/<set>` module (our own files, read at build). */
export function Icon({ markup, size = 16 }: { markup: string; size?: number }) {
  return <IconSvg size={size} markup={markup} />;
}

/** `href`: "{spriteUrl}#{name}", a symbol of a sprite from a `virtual:icons/<set>` module. */
export function SpriteIcon({ href, size = 16 }: { href: string; size?: number }) {
  return (
    <IconSvg size={size}>
      <use href={href} />
    </IconSvg>
  );
}
