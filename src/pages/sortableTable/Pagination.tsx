interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, one button per page (the current one marked aria-current), Next. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  return (
    <nav aria-label="Pagination">
      <ul className="pagination mb-0">
        <PageItem label="Previous" disabled={page === 1} onClick={() => onPage(page - 1)} />
        {numbers.map((n) => (
          <PageItem key={n} label={String(n)} current={n === page} onClick={() => onPage(n)} />
        ))}
        <PageItem label="Next" disabled={page === pages} onClick={() => onPage(page + 1)} />
      </ul>
    </nav>
  );
}

interface PageItemProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
}

function PageItem({ label, onClick, disabled = false, current = false }: PageItemProps) {
  const state = disabled ? ' disabled' : current ? ' active' : '';
  return (
    <li className={`page-item${state}`}>
      <button
        type="button"
        className="page-link"
        disabled={disabled}
        aria-current={current ? 'page' : undefined}
        onClick={onClick}
      >
        {label}
      </button>
    </li>
  );
}
