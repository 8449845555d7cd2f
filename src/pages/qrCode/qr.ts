/** Width and height of the rendered code, in CSS pixels. */
export const QR_SIZE = 256;
/** Modules of white border around the code, so any scanner finds it in either theme. */
export const QR_MARGIN = 4;
