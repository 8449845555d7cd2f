/** Height of the container that holds the second-level iframe. */
export const SECOND_IFRAME_HEIGHT_PX = 800;
