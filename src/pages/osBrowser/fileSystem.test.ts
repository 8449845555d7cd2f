import { expect, it } from 'vitest';
import { hasRequestFileSystem, probeFileSystem } from './fileSystem';

it('is not supported without webkitRequestFileSystem', async () => {
  await expect(probeFileSystem({})).resolves.toEqual({
    supported: false,
    result: 'not_supported',
    error: '(none)',
  });
});

it('asks once for 1,024 temporary bytes and reports success', async () => {
  const calls: [number, number][] = [];
  const target = {
    webkitRequestFileSystem(type: number, size: number, success: () => void) {
      calls.push([type, size]);
      success();
    },
  };
  await expect(probeFileSystem(target)).resolves.toEqual({
    supported: true,
    result: 'success',
    error: '(none)',
  });
  expect(calls).toEqual([[0, 1024]]);
});

it('reports the error name on failure', async () => {
  const target = {
    webkitRequestFileSystem(_t: number, _s: number, _ok: () => void, fail: (e: Error) => void) {
      fail(new DOMException('denied', 'SecurityError'));
    },
  };
  await expect(probeFileSystem(target)).resolves.toEqual({
    supported: true,
    result: 'error',
    error: 'SecurityError',
  });
});

it('knows whether the browser has webkitRequestFileSystem without asking it', () => {
  let asked = 0;
  expect(hasRequestFileSystem({ webkitRequestFileSystem: () => (asked += 1) })).toBe(true);
  expect(hasRequestFileSystem({})).toBe(false);
  expect(hasRequestFileSystem({ webkitRequestFileSystem: 'yes' })).toBe(false);
  expect(asked).toBe(0);
});
