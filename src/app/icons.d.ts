declare module 'virtual:icons' {
  /** Inner SVG markup of each icon the site uses, keyed by bootstrap-icons name. */
  export const icons: Record<string, string>;
}
