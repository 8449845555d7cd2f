// The rules a route's first paint needs: those of the site's stylesheet that match an element of
// some route's built frame (scripts/build/renderFrame.tsx), found by Beasties. One stylesheet for
// every route, so that the CSP allows it by one hash. Each route's HTML inlines it, and loads the
// whole stylesheet with the app (scripts/build/routeHtml.ts), which waits for it (src/main.tsx).
import Beasties from 'beasties';

const STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * The rules of `css` that match an element of one of `markups`, in both colour themes: the frames
 * are matched inside the dark one, whose rules override the light ones' (`:root`), as the content
 * of `#root`.
 */
export async function criticalCss(css: string, markups: readonly string[]): Promise<string> {
  const beasties = new Beasties({
    logLevel: 'warn',
    reduceInlineStyles: true,
    keyframes: 'critical',
    compress: true,
  });
  const document =
    `<!doctype html><html data-bs-theme="dark"><head><style>${css}</style></head>` +
    `<body><div id="root" data-bs-theme="dark">${markups.join('')}</div></body></html>`;
  const critical = STYLE.exec(await beasties.process(document))?.[1];
  if (critical === undefined) throw new Error('Beasties left no stylesheet');
  return critical;
}
