import type { ReactNode } from 'react';

export type StatusTone = 'info' | 'success' | 'warning' | 'danger';

/**
 * A page's status line (role status): always in the page, so that screen readers announce each new
 * text; styled as an alert of its tone only while it has something to say.
 */
export function StatusLine({
  children,
  tone = 'info',
}: {
  children?: ReactNode;
  tone?: StatusTone;
}) {
  const empty = children === undefined || children === null || children === '';
  return (
    <p role="status" className={empty ? 'mb-0' : `alert alert-${tone} mt-3 mb-0`}>
      {children}
    </p>
  );
}
