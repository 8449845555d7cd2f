import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Frame, type Page, type Response } from '@playwright/test';
import { publicOrigin } from '../../scripts/build/routeHtml';
import type { Exercise } from '../../src/shared/catalog';

/** The origin the build wrote into canonical links (PUBLIC_ORIGIN, as when it was built). */
export const SITE_ORIGIN = publicOrigin();

/** Markup typed into every input a page echoes: it must show as text and never run. */
export const MARKUP_INPUT = '<img src=x onerror=alert(1)>';

export const test = base.extend<{ consoleErrors: string[]; dialogs: string[] }>({
  /**
   * Every console error and uncaught exception on the page, for asserting there are none. A CSP
   * violation counts as one (Chrome reports a blocked eval only as an issue, not on the console).
   */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(
          `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      ),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  /** The message of every browser dialog the page opens (each is dismissed). */
  dialogs: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await use(messages);
  },
});

export { expect };

/**
 * Waits until the page and every iframe in it, however deep, have loaded and replaced the loading
 * spinner with their page. (Waiting for the network to go idle is unreliable with iframes.)
 */
export async function pageSettled(page: Page) {
  const settled = new Set<Frame>();
  for (
    let pending = page.frames();
    pending.length > 0;
    pending = page.frames().filter((f) => !settled.has(f))
  ) {
    for (const f of pending) {
      await f.waitForLoadState('load');
      await expect(f.getByText('Loading…', { exact: true })).toHaveCount(0);
      settled.add(f);
    }
  }
}

/**
 * An axe-core run over the page that gathers violations only: the passes and the incomplete
 * checks, which no test reads, are not collected (a large part of axe's time on a big page).
 * Legacy mode runs `axe.run` in the page, reaching its frames by messages, which covers every
 * frame of this site (all same-origin); the default mode opens a blank page for each run to
 * merge per-frame results, which doubled the time of every run.
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/**
 * Serious and critical axe-core violations on the page, as "rule: target" lines. Waits for running
 * CSS transitions to end first: text in a modal that is still fading in reads as low contrast.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const { violations } = await axe(page).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/** `items` cut into runs of `size`, in order: the tests that walk several pages in one browser page. */
export const inRunsOf = <T>(size: number, items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** Resolves after the page has painted two more frames: what an effect after a render has had. */
export const afterTwoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

/** Lighthouse's mobile viewport, and the desktop window of the layout-shift checks. */
export const PHONE_VIEWPORT = { width: 412, height: 823 };
export const DESKTOP_VIEWPORT = { width: 1350, height: 940 };

/** The layout shifts the page has recorded so far (buffered entries arrive in a later callback). */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            values.push((entry as PerformanceEntry & { value: number }).value);
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(values);
        }, 200);
      }),
  );
}

/** Locators of the site frame that every page shares. */
export function frame(page: Page) {
  return {
    logo: page.getByRole('link', { name: 'Automation Playground' }),
    themeToggle: page.getByRole('button', { name: 'Dark mode' }),
    goBack: page.getByRole('button', { name: 'Go Back' }),
    heading: page.getByRole('heading', { level: 1 }),
    footer: page.getByRole('contentinfo'),
  };
}

/** The footer's year shows from the render after hydration: the app has taken over the HTML. */
export const hydrated = (page: Page) =>
  expect(frame(page).footer).toContainText(String(new Date().getFullYear()));

/**
 * The catalog-driven checks of one page, after `response` opened it: its status, the frame with
 * its title and description, no console errors and no serious axe violations, less the page's
 * stated exceptions (`genericChecks`).
 */
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The HTML the server sent is the route's own (scripts/build/routeHtml.ts): its title and
 * description, its canonical link, its frame's rules inlined, and the site's stylesheet and the
 * app (the entry script and preloads of its page chunk, all of which resolve) in the template
 * loaded after the first paint.
 */
export async function expectRouteHtml(page: Page, exercise: Exercise, response: Response | null) {
  const html = (await response?.text()) ?? '';
  expect(html).toContain(`<title>${escaped(exercise.title)} | Automation Playground</title>`);
  expect(html).toContain(`<meta name="description" content="${escaped(exercise.description)}" />`);
  expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${exercise.path}">`);
  expect(html).not.toContain('src="/theme.js"');
  const app = /<template id="app-scripts">(.*?)<\/template>/.exec(html)?.[1] ?? '';
  expect(html.replace(app, '')).not.toContain('<link rel="stylesheet"');
  // A style element ends only at "</style" (its rules may hold "<", as in a range media query).
  expect(html).toMatch(/<style>(?:(?!<\/style)[\s\S])+<\/style>/);
  const [, stylesheet] =
    /^<link rel="stylesheet" crossorigin href="([^"]+)"><script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/.exec(
      app,
    ) ?? [];
  expect(stylesheet, 'the template loads the stylesheet, then the app').toMatch(
    /^\/assets\/.+\.css$/,
  );
  const preloads = [...app.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
  expect(preloads.length, 'the page chunk is preloaded').toBeGreaterThan(0);
  await expectAsset(page, stylesheet!, /text\/css/);
  for (const href of preloads) await expectAsset(page, href, /javascript/);
}

/** Hashed assets this worker has fetched and found served: every route shares most of them. */
const assetsServed = new Set<string>();

/** The hashed asset at `href` is served with a type that matches `type` (once per worker). */
async function expectAsset(page: Page, href: string, type: RegExp) {
  if (assetsServed.has(href)) return;
  const asset = await page.request.get(href);
  expect(asset.status(), href).toBe(200);
  expect(asset.headers()['content-type'], href).toMatch(type);
  assetsServed.add(href);
}

/** At a phone's width the document is no wider than the window (the viewport is restored after). */
export async function expectNoSidewaysScroll(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await expect
    .poll(overflow, { message: 'the document scrolls sideways at 412 px' })
    .toBeLessThanOrEqual(0);
  if (viewport) await page.setViewportSize(viewport);
}

/** What React logs when hydration fails or mismatches (production builds name the error's number). */
export const HYDRATION_ERROR =
  /hydrat|did not match|recoverable error|react\.dev\/errors\/(418|421|423|425)\b/i;

export async function expectCatalogChecks(
  page: Page,
  exercise: Exercise,
  response: Response | null,
  consoleErrors: string[],
) {
  const exceptions = exercise.genericChecks ?? {};
  expect(response?.status()).toBe(exceptions.status ?? 200);
  const f = frame(page);
  await expect(f.heading).toHaveText(exercise.title);
  await expect(page.getByText(exercise.description, { exact: true })).toBeVisible();
  await expect(f.logo).toHaveAttribute('href', '/');
  await expect(f.themeToggle).toBeVisible();
  await expect(f.goBack).toBeVisible();
  await expect(f.footer).toContainText(String(new Date().getFullYear()));
  await expect(page).toHaveTitle(`${exercise.title} | Automation Playground`);
  await expectRouteHtml(page, exercise, response);
  await pageSettled(page);
  if (!exceptions.scrollsSideways) await expectNoSidewaysScroll(page);
  if (exceptions.opensDialog) await expect(page.getByRole('dialog')).toBeVisible();
  const violations = await seriousAxeViolations(page);
  expect(violations.filter((v) => !exceptions.expectedAxeViolations?.test(v))).toEqual([]);
  // The frame rendered at build hydrates without a mismatch (src/main.tsx logs React's
  // recoverable errors; a page's expected console errors never excuse these).
  expect(consoleErrors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  expect(consoleErrors.filter((e) => !exceptions.expectedConsoleErrors?.test(e))).toEqual([]);
}
