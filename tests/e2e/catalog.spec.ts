import type { Browser, Page } from '@playwright/test';
import { exercises, routedPaths } from '../../src/shared/catalog';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectCatalogChecks,
  frame,
  hydrated,
  inRunsOf,
  layoutShifts,
  PHONE_VIEWPORT,
  seriousAxeViolations,
  SITE_ORIGIN,
  test,
} from './fixtures';
import { htmlPausedAt } from './pausedHtml';

// A page a plain visit cannot open runs these checks in its own spec, once it can open it.
const openedByAPlainVisit = exercises.filter((e) => e.genericChecks?.checkedInOwnSpec !== true);

/** Routes per test: one browser page walks them in turn, sparing a browser context for each. */
const ROUTES_PER_TEST = 5;
const routes = openedByAPlainVisit.flatMap((exercise) =>
  routedPaths(exercise).map((path) => ({ exercise, path })),
);
const runs = inRunsOf(ROUTES_PER_TEST, routes);

test.describe('every catalog route', () => {
  for (const run of runs) {
    test(`${run.map((r) => r.path).join(', ')}: each has the frame, its title and description, no errors, no serious a11y issues`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow(run.some((r) => r.exercise.genericChecks?.slow === true));
      for (const { exercise, path } of run) {
        await test.step(path, async () => {
          // The previous route's document is gone before its errors are forgotten.
          await page.goto('about:blank');
          consoleErrors.length = 0;
          const response = await page.goto(path);
          await expectCatalogChecks(page, exercise, response, consoleErrors);
        });
      }
    });
  }
});

test.describe('home', () => {
  test('gets its own HTML (title, canonical); an unknown path the plain shell with a 404', async ({
    page,
    consoleErrors,
  }) => {
    const home = await page.goto('/');
    const html = (await home?.text()) ?? '';
    expect(html).toContain('<title>Automation Playground</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/">`);
    expect(html).not.toContain('src="/theme.js"');
    await expect(frame(page).heading).toHaveText('Automation Playground');
    const unknown = await page.goto('/no-such-page-at-all');
    expect(unknown?.status()).toBe(404);
    expect(await unknown?.text()).not.toContain('rel="canonical"');
    // The inlined theme script ran under the CSP (a refused inline script logs an error).
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', /^(light|dark)$/);
    expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
  });

  test('shows a card with a link for every listed page, and no Go Back', async ({
    page,
    consoleErrors,
  }) => {
    test.slow(true, 'a hundred cards, each checked, then axe over all of them');
    await page.goto('/');
    await expect(frame(page).heading).toHaveText('Automation Playground');
    await expect(frame(page).goBack).toHaveCount(0);
    const listed = exercises.filter((e) => e.listed !== false);
    await expect(page.getByRole('article')).toHaveCount(listed.length);
    for (const exercise of listed) {
      const card = page.getByRole('article').filter({
        has: page.getByRole('link', { name: exercise.title, exact: true }),
      });
      await expect(card).toContainText(exercise.description);
      await expect(card.getByRole('link')).toHaveAttribute('href', exercise.path);
      await expect(card.locator('svg.bi use')).toHaveAttribute(
        'href',
        new RegExp(`^/assets/icons-cards-[\\w-]+\\.svg#${exercise.icon}$`),
      );
    }
    // Every card's icon is a symbol of the one sprite file, which the page really loaded.
    const spriteUrl = (await page.locator('svg.bi use').first().getAttribute('href'))!.split(
      '#',
    )[0]!;
    const sprite = await page.request.get(spriteUrl);
    expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    const symbols = (await sprite.text()).match(/<symbol id="[^"]+"/g) ?? [];
    for (const exercise of listed) expect(symbols).toContain(`<symbol id="${exercise.icon}"`);
    const iconWidths = await page
      .locator('svg.bi use')
      .evaluateAll((uses) => uses.map((use) => (use as SVGGraphicsElement).getBBox().width));
    expect(iconWidths.every((width) => width > 0)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('a card link is reachable by keyboard and opens its page', async ({ page }) => {
    const first = exercises.find((e) => e.listed !== false)!;
    await page.goto('/');
    const link = page.getByRole('link', { name: first.title, exact: true });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(first.path);
    await expect(frame(page).heading).toHaveText(first.title);
  });

  test('the cards reflow across the breakpoints', async ({ page }) => {
    const columnsAt = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      const tops = await page
        .getByRole('article')
        .evaluateAll((cards) => cards.slice(0, 6).map((c) => c.getBoundingClientRect().top));
      return tops.filter((top) => top === tops[0]).length;
    };
    await page.goto('/');
    expect(await columnsAt(400)).toBe(1);
    expect(await columnsAt(700)).toBe(2);
    expect(await columnsAt(1000)).toBe(3);
    expect(await columnsAt(1300)).toBe(4);
  });
});

test.describe('routing', () => {
  test('an unknown path answers 404 with the not-found page and a link home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(frame(page).heading).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a deep link works on reload', async ({ page }) => {
    // Not a page whose server answer is the exercise (a status, a 5 s delay): a plain deep link.
    const deep = exercises.findLast((e) => !e.fullPageLoad)!;
    await page.goto(deep.path);
    await page.reload();
    await expect(frame(page).heading).toHaveText(deep.title);
  });
});

test.describe('frame', () => {
  test('the theme choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    const toggle = frame(page).themeToggle;
    await expect(html).toHaveAttribute('data-bs-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(html).toHaveAttribute('data-bs-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await page.reload();
    await expect(html).toHaveAttribute('data-bs-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await page.reload();
    await expect(html).toHaveAttribute('data-bs-theme', 'light');
  });

  test('dark mode has no serious accessibility violations either', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/', exercises[0]!.path]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });

  test('the theme follows the OS preference when nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  });

  test('the stored theme is applied before the app runs (no flash)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
    // Block the app's scripts: only the pre-paint script in <head> can set the theme now.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/counter');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  });

  test('Go Back returns to the previous page, or home when there is none', async ({ page }) => {
    const [first, second] = exercises;
    await page.goto(first!.path);
    await frame(page).logo.click();
    await page.getByRole('link', { name: second!.title, exact: true }).click();
    await frame(page).goBack.click();
    await expect(page).toHaveURL('/');
    await page.goto(second!.path);
    await frame(page).goBack.click();
    await expect(page).toHaveURL('/');
    await expect(frame(page).heading).toHaveText('Automation Playground');
  });
});

/** The app's script downloads and the first contentful paint, in the page's own time. */
const paintAndScripts = (page: Page) =>
  page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));

test.describe('first paint', () => {
  // The page body loads after the frame: nothing painted before it may move when it arrives.
  for (const path of ['/form', '/scrollDown', '/counter']) {
    test(`${path} loads with no layout shift`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).not.toContainText('Loading…');
      await expect(frame(page).footer).toBeVisible();
      expect(await layoutShifts(page)).toEqual([]);
    });
  }

  // The browser paints what it has parsed when the parser yields on a busy phone or the HTML comes
  // in parts; that paint starts the app (public/start.js). Here the HTML stops for a second at
  // each place a half-parsed frame would differ from the whole one, or would hydrate wrongly.
  for (const marker of [
    'Automation Playground</a>',
    '<button',
    'Dark mode</button>',
    '<footer',
    'Reference solutions',
  ]) {
    test(`a route's HTML that stops before '${marker}' for a while: the frame moves nothing and hydrates whole`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      const proxy = await htmlPausedAt(baseURL!, marker, 1_000);
      try {
        await page.setViewportSize(PHONE_VIEWPORT);
        await page.goto(`${proxy.origin}/counter`);
        await expect(page.getByRole('status', { name: 'Count' })).toBeVisible();
        await expect(frame(page).themeToggle).toBeVisible();
        await expect(frame(page).footer).toHaveCount(1);
        expect(await layoutShifts(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await proxy.close();
      }
    });
  }

  test('the footer starts below the first screen, so a late body moves it only off screen', async ({
    page,
  }) => {
    await page.goto('/counter');
    await expect(page.getByRole('status', { name: 'Count' })).toBeVisible();
    const viewport = page.viewportSize()!;
    expect((await frame(page).footer.boundingBox())!.y).toBeGreaterThanOrEqual(viewport.height);
  });

  test('the frame is painted before any of the app is requested', async ({ page }) => {
    await page.goto('/counter');
    await expect(page.getByRole('status', { name: 'Count' })).toBeVisible();
    const { firstContentfulPaint, scripts } = await paintAndScripts(page);
    expect(scripts.length).toBeGreaterThan(0);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstContentfulPaint);
  });

  test('a page loaded hidden (nothing to paint yet) starts the app at once', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    });
    await page.goto('/counter');
    await expect(page.getByRole('status', { name: 'Count' })).toBeVisible();
    const { firstContentfulPaint, scripts } = await paintAndScripts(page);
    expect(Math.min(...scripts)).toBeLessThan(firstContentfulPaint);
  });
});

test.describe('with the scrollbars a desktop browser shows', () => {
  // Headless Chromium hides scrollbars unless told; these checks need them.
  let browser: Browser;
  test.beforeAll(async ({ playwright, launchOptions }) => {
    browser = await playwright.chromium.launch({
      ...launchOptions,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
  });
  test.afterAll(() => browser.close());
  const desktopPage = (baseURL: string | undefined, height = DESKTOP_VIEWPORT.height) =>
    browser.newPage({ baseURL, viewport: { ...DESKTOP_VIEWPORT, height } });

  test('the scrollbar a long page body brings moves nothing', async ({ baseURL }) => {
    const page = await desktopPage(baseURL);
    await page.goto('/scrollDown');
    await expect(page.getByRole('main')).not.toContainText('Loading…');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      DESKTOP_VIEWPORT.height,
    );
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('opening a modal does not move the page under it', async ({ baseURL }) => {
    // A window short enough for the page to scroll: the modal hides that scrollbar's use.
    const page = await desktopPage(baseURL, 400);
    await page.goto('/modalPopup');
    await expect(page.getByRole('button', { name: 'Open first modal' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(400);
    const heading = frame(page).heading;
    const before = await heading.boundingBox();
    await page.getByRole('button', { name: 'Open first modal' }).click();
    await expect(page.getByRole('dialog', { name: 'First modal' })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  });
});

test.describe("a static page body (the catalog's staticBody), built into the route's HTML", () => {
  for (const exercise of exercises.filter((e) => e.staticBody)) {
    for (const path of routedPaths(exercise)) {
      test(`${path} shows its body before any script has run, as the app then has it`, async ({
        page,
      }) => {
        await page.goto(path);
        await hydrated(page);
        const withTheApp = await page.getByRole('main').innerText();
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto(path);
        await expect(frame(page).heading).toHaveText(exercise.title);
        expect(await page.getByRole('main').innerText()).toBe(withTheApp);
      });
    }
  }

  test('a solutions section opened before the app has come shows its solutions', async ({
    page,
    consoleErrors,
  }) => {
    // The app's scripts arrive a second late, as on a slow phone: the built section shows at once.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/divTable', { waitUntil: 'commit' });
    await page.getByText('How to automate this page').click();
    await expect(page.getByRole('tab')).toHaveText([
      'Playwright (TypeScript)',
      'Selenium (Python)',
      'WebdriverIO (TypeScript)',
    ]);
    await expect(page.getByRole('tabpanel')).toContainText('divTable');
    expect(consoleErrors).toEqual([]);
  });
});
