declare module 'virtual:solutions/readme' {
  /** solutions/README.md as HTML, its table of files filled in (scripts/build/solutionsPlugin.ts). */
  const html: string;
  export default html;
}

declare module 'virtual:solutions/highlight.css';
