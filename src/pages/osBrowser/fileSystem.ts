/** What the one file-system request (1,024 temporary bytes) answered. */
export interface FileSystemProbe {
  supported: boolean;
  result: 'success' | 'error' | 'not_supported';
  error: string;
}

type RequestFileSystem = (
  type: number,
  size: number,
  success: () => void,
  failure: (error: DOMException) => void,
) => void;

const TEMPORARY = 0;
const REQUESTED_BYTES = 1024;

const requestOf = (target: object) =>
  (target as { webkitRequestFileSystem?: RequestFileSystem }).webkitRequestFileSystem;

/** Whether the browser has the non-standard webkitRequestFileSystem: known at once, no request. */
export const hasRequestFileSystem = (target: object): boolean =>
  typeof requestOf(target) === 'function';

/** Asks the non-standard webkitRequestFileSystem once, if the browser has it. */
export function probeFileSystem(target: object): Promise<FileSystemProbe> {
  const request = requestOf(target);
  if (typeof request !== 'function') {
    return Promise.resolve({ supported: false, result: 'not_supported', error: '(none)' });
  }
  return new Promise((resolve) => {
    request.call(
      target,
      TEMPORARY,
      REQUESTED_BYTES,
      () => resolve({ supported: true, result: 'success', error: '(none)' }),
      (error) => resolve({ supported: true, result: 'error', error: error.name }),
    );
  });
}
