import { expect, it, vi } from 'vitest';
import { drawOutlinedText } from './draw';

it('strokes the text, 60 px, in the middle of a cleared 600 x 200 canvas, without filling it', () => {
  const ctx = {
    clearRect: vi.fn(),
    strokeText: vi.fn(),
    fillText: vi.fn(),
  } as unknown as CanvasRenderingContext2D;
  drawOutlinedText(ctx, 'Answer: 42');
  expect(ctx.clearRect).toHaveBeenCalledWith(0, 0, 600, 200);
  expect(ctx.font).toBe('60px sans-serif');
  expect(ctx.strokeText).toHaveBeenCalledWith('Answer: 42', 300, 100);
  expect(ctx.fillText).not.toHaveBeenCalled();
});
