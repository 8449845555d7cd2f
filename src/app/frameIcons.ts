/** Icons the frame itself shows (the catalog names the home cards' icons). */
export const FRAME_ICONS = ['sun', 'moon-stars', 'arrow-left'] as const;

export type FrameIconName = (typeof FRAME_ICONS)[number];
