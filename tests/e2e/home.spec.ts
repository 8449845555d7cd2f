import { CATEGORIES, exercises } from '../../src/shared/catalog';
import type { Page } from '@playwright/test';
import {
  expect,
  frame,
  hydrated,
  HYDRATION_ERROR,
  layoutShifts,
  PHONE_VIEWPORT,
  seriousAxeViolations,
  test,
} from './fixtures';

const listed = exercises.filter((e) => e.listed !== false);
const total = listed.length;
const withTable = listed.filter((e) =>
  `${e.title} ${e.description}`.toLowerCase().includes('table'),
);
/** Waits until the section's top is at the top of the viewport (the jump is smooth). */
const landedOn = (page: Page, id: string) =>
  expect
    .poll(() =>
      page
        .locator(`section#${id}`)
        .evaluate((s) => Math.abs(Math.round(s.getBoundingClientRect().top))),
    )
    .toBe(0);

const SLUGS = {
  Basics: 'basics',
  'Forms & inputs': 'forms-inputs',
  'Waits & timing': 'waits-timing',
  'Tables & data': 'tables-data',
  'DOM structure': 'dom-structure',
  'Mouse & keyboard': 'mouse-keyboard',
  'Browser features': 'browser-features',
  Media: 'media',
  'Server & network': 'server-network',
  'Auth & sessions': 'auth-sessions',
  'Practice apps': 'practice-apps',
} as const;

test.describe('home filter', () => {
  test('typing "table" shows only matching cards, counts them and puts ?q=table in the URL', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    const field = page.getByLabel('Filter exercises');
    await expect(field).toHaveAttribute('placeholder', 'Type to filter by title or description');
    await expect(page.getByRole('status')).toHaveText(`Showing ${total} of ${total} exercises`);
    const entries = await page.evaluate(() => history.length);

    await field.pressSequentially('table');
    await expect(page.getByRole('status')).toHaveText(
      `Showing ${withTable.length} of ${total} exercises`,
    );
    await expect(page.getByRole('article')).toHaveCount(withTable.length);
    const titles = await page.getByRole('article').getByRole('link').allInnerTexts();
    expect(titles.sort()).toEqual(withTable.map((e) => e.title).sort());
    await expect(page).toHaveURL(/\/\?q=table$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('"zzz" matches nothing; Clear filter shows every card and refocuses the field', async ({
    page,
  }) => {
    await page.goto('/');
    const field = page.getByLabel('Filter exercises');
    await field.fill('zzz');
    await expect(page.getByText('No exercise matches "zzz".')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(`Showing 0 of ${total} exercises`);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Clear filter' }).click();
    await expect(field).toHaveValue('');
    await expect(field).toBeFocused();
    await expect(page.getByRole('article')).toHaveCount(total);
    await expect(page).toHaveURL(/\/$/);
  });

  test('Escape in the field clears it', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel('Filter exercises');
    await field.fill('regex');
    await expect(page.getByRole('article')).toHaveCount(1);
    await field.press('Escape');
    await expect(field).toHaveValue('');
    await expect(page.getByRole('article')).toHaveCount(total);
    await expect(page).toHaveURL(/\/$/);
  });

  test('/?q=table fills the field and filters at once', async ({ page }) => {
    await page.goto('/?q=table');
    await expect(page.getByLabel('Filter exercises')).toHaveValue('table');
    await expect(page.getByRole('article')).toHaveCount(withTable.length);
  });

  test('a filter longer than 100 characters is cut to 100', async ({ page }) => {
    await page.goto(`/?q=${'a'.repeat(120)}`);
    await expect(page.getByLabel('Filter exercises')).toHaveValue('a'.repeat(100));
    await expect(page).toHaveURL(new RegExp(`\\?q=a{100}$`));
  });

  test('Go Back from a card returns to the filtered list; the logo link shows every card', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByLabel('Filter exercises').fill('dynamic table');
    await page.getByRole('link', { name: 'Dynamic Table', exact: true }).click();
    await expect(frame(page).heading).toHaveText('Dynamic Table');
    await frame(page).goBack.click();
    await expect(page.getByLabel('Filter exercises')).toHaveValue('dynamic table');
    await expect(page.getByRole('article')).toHaveCount(1);
    await frame(page).logo.click();
    await expect(page.getByLabel('Filter exercises')).toHaveValue('');
    await expect(page.getByRole('article')).toHaveCount(total);
  });

  test('a filter typed while the app is still loading is kept, and goes into the address at once', async ({
    page,
  }) => {
    // The app's scripts arrive a second late, as on a slow phone: the built field shows at once.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/');
    const field = page.getByLabel('Filter exercises');
    await field.pressSequentially('dynamic table');
    // Already in the address: the card below is a plain link while the app is loading.
    await expect(page).toHaveURL(/\?q=dynamic\+table$/);
    await page.getByRole('link', { name: 'Dynamic Table', exact: true }).click();
    await expect(frame(page).heading).toHaveText('Dynamic Table');
    await frame(page).goBack.click();
    await expect(field).toHaveValue('dynamic table');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page).toHaveURL(/\?q=dynamic\+table$/);
  });
});

test.describe('home sections', () => {
  test('one section per category with cards, in order, with its h2 and slug id', async ({
    page,
  }) => {
    await page.goto('/');
    const used = CATEGORIES.filter((c) => listed.some((e) => e.category === c));
    const count = (c: string) => listed.filter((e) => e.category === c).length;
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      used.map((c) => `${c} (${count(c)})`),
    );
    for (const category of used) {
      const section = page.locator(`section#${SLUGS[category]}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        `${category} (${count(category)})`,
      );
      await expect(section.getByRole('article')).toHaveCount(count(category));
    }
  });

  test('a link to a section jumps to it', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 600 });
    await page.goto('/#media');
    await expect(page.locator('section#media')).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  });

  test('the jump to /#media holds once hydrated and on a reload, with no layout shift', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1000, height: 600 });
    await page.goto('/#media');
    await hydrated(page);
    await landedOn(page, 'media');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    expect(await layoutShifts(page)).toEqual([]);
    await page.reload();
    await hydrated(page);
    await landedOn(page, 'media');
    expect(await layoutShifts(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('with ?q=, the jump lands on the section where the filtered list puts it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 600 });
    await page.goto('/?q=table#tables-data');
    await expect(page.getByRole('article')).toHaveCount(withTable.length);
    await landedOn(page, 'tables-data');
  });

  test('every card still shows its icon', async ({ page }) => {
    await page.goto('/');
    const icons = page.getByRole('article').locator('svg.bi');
    await expect(icons).toHaveCount(total);
    await expect(page.getByRole('article').locator('svg.bi:empty')).toHaveCount(0);
  });
});

test.describe('home rendered at build', () => {
  test('its HTML holds the frame and every card; the app takes it over without a mismatch', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<h1>Automation Playground</h1>');
    expect(html).toMatch(/<p class="lead">[^<]+<\/p>/);
    expect(html.match(/<article /g)).toHaveLength(total);
    expect(html).toContain(`Showing ${total} of ${total} exercises`);
    // Lighthouse's mobile viewport: the lead paragraph, its LCP element, is painted from the HTML.
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/');
    await hydrated(page);
    expect(await layoutShifts(page)).toEqual([]);
    expect(consoleErrors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('paints its lead paragraph and every card before any script runs', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('p.lead')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(total);
    await expect(page.locator('section#media')).toBeAttached();
  });

  test('/?q= filters once hydrated, without a mismatch, and keeps the address', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/?q=table');
    await hydrated(page);
    await expect(page.getByLabel('Filter exercises')).toHaveValue('table');
    await expect(page.getByRole('article')).toHaveCount(withTable.length);
    await expect(page).toHaveURL(/\/\?q=table$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('GET /api/exercises', () => {
  test('its count equals the number of home cards, and every listed path answers 200', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/exercises');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { count: number; exercises: { path: string }[] };
    await page.goto('/');
    await expect(page.getByRole('article')).toHaveCount(body.count);
    for (const { path } of body.exercises) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('?category=Media returns only Media pages, as many as the Media section shows', async ({
    page,
    request,
  }) => {
    const body = (await (await request.get('/api/exercises?category=Media')).json()) as {
      count: number;
      exercises: { category: string }[];
    };
    expect(body.exercises.every((e) => e.category === 'Media')).toBe(true);
    await page.goto('/');
    await expect(page.locator('section#media').getByRole('article')).toHaveCount(body.count);
  });
});
