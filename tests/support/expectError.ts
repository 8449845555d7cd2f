import { expect } from 'vitest';

/** Every API error is exactly `{ message }` with this text: no stack, no other field. */
export function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  message: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ message });
}
