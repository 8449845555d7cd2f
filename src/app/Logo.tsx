/** The site's mark: a play triangle with a cursor, drawn inline so it needs no request. */
export function Logo() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0d6efd" />
      <path d="M10 8l13 8-13 8z" fill="#fff" />
      <path d="M19 17l7 3-3 1 2 4-2 1-2-4-2 2z" fill="#ffc107" stroke="#0d6efd" strokeWidth="0.8" />
    </svg>
  );
}
