/** Icons the frame itself shows (the catalog names the cards' icons). */
export const FRAME_ICONS = ['sun', 'moon-stars', 'arrow-left', 'house'] as const;
