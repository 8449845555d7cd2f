export interface Status {
  ok: boolean;
  message: string;
}

/** A status line: info-styled on success, danger-styled on failure. */
export function StatusAlert({ status }: { status?: Status }) {
  if (!status) return null;
  return (
    <div className={`alert ${status.ok ? 'alert-info' : 'alert-danger'} mt-3 mb-0`} role="alert">
      {status.message}
    </div>
  );
}
