// Inner SVG markup of each icon of a set, keyed by bootstrap-icons name (made by
// scripts/build/iconsPlugin.ts).
declare module 'virtual:icons/frame' {
  export const icons: Record<import('./frameIcons').FrameIconName, string>;
}
declare module 'virtual:icons/cards' {
  export const icons: Record<string, string>;
}
