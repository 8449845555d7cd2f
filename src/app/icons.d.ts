// Icon sets made by scripts/build/iconsPlugin.ts: the frame's inline (inner SVG markup keyed by
// bootstrap-icons name), the home cards' as one sprite file (a <symbol> per icon).
declare module 'virtual:icons/frame' {
  export const icons: Record<import('./frameIcons').FrameIconName, string>;
}
declare module 'virtual:icons/cards' {
  export const spriteUrl: string;
}
