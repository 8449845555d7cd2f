export const CANVAS_WIDTH = 600;
export const CANVAS_HEIGHT = 200;
const FONT_SIZE_PX = 60;
/** Dark ink on the canvas's own white background, readable in either theme. */
const INK = '#212529';

/** Paints the text outlined (stroked, not filled) in the middle of the canvas. */
export function drawOutlinedText(ctx: CanvasRenderingContext2D, text: string) {
  ctx.clearRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
  ctx.font = `${FONT_SIZE_PX}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 2;
  ctx.strokeStyle = INK;
  ctx.strokeText(text, CANVAS_WIDTH / 2, CANVAS_HEIGHT / 2);
}
