/** U+00A0, the space that is not a word break and that `text()='Place Order'` does not match. */
export const NBSP = '\u00a0';

export const BUTTON_LABEL = `Place${NBSP}Order`;
/** The status after a click, with an ordinary space. */
export const CLICKED_MESSAGE = 'Place Order clicked.';
