export type StatusTone = 'info' | 'success' | 'warning' | 'danger';

/**
 * A status line (role "status") that is always in the page, empty until there is a message, so
 * screen readers announce each new outcome.
 */
export function StatusLine({ message, tone = 'info' }: { message: string; tone?: StatusTone }) {
  return (
    <p role="status" className={message ? `alert alert-${tone} mt-3 mb-0` : 'mb-0'}>
      {message}
    </p>
  );
}
