import type { ReactNode } from 'react';

/**
 * A page's status line (role status): always in the page, so that screen readers announce each new
 * text; styled as an info alert only while it has something to say.
 */
export function StatusLine({ children }: { children?: ReactNode }) {
  const empty = children === undefined || children === null || children === '';
  return (
    <p role="status" className={`mt-3 mb-0 ${empty ? '' : 'alert alert-info'}`}>
      {children}
    </p>
  );
}
