import type { Status } from './StatusAlert';

/**
 * A flash message (role alert): green on success, red on failure, closed by its "×" button.
 * Key it by a counter where the same text may come twice, so that it is announced again.
 */
export function Flash({ status, onClose }: { status?: Status; onClose: () => void }) {
  if (!status) return null;
  return (
    <div
      className={`alert ${status.ok ? 'alert-success' : 'alert-danger'} d-flex align-items-start`}
      role="alert"
    >
      <span className="flex-grow-1">{status.message}</span>
      <button
        type="button"
        className="btn btn-link p-0 ms-3 lh-1 fs-4 text-reset text-decoration-none"
        aria-label="Close message"
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
