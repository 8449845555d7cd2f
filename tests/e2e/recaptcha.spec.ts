import type { Page } from '@playwright/test';
import { startBuiltServer, type BuiltServer } from '../support/builtServer.mjs';
import { expect, seriousAxeViolations, test } from './fixtures';

const OBJECTS = 'bicycle|bus|car|cat|crosswalk|fire hydrant|traffic light|tree';
const NOT_COMPLETED = '✗ Please complete the CAPTCHA challenge first.';
const VALIDATED = '✓ Captcha validation successful!';
const EXPIRED = '✗ The CAPTCHA expired. Please complete it again.';
const WRONG = 'Wrong selection. Try this new challenge.';

/** Chromium reports each non-OK fetch (the 400s of a wrong answer) on the console; the page itself must log nothing. */
const pageErrors = (errors: string[]) =>
  errors.filter((e) => !e.startsWith('Failed to load resource'));

function captcha(page: Page) {
  const grid = page.getByRole('group', { name: /^Select all images with a / });
  return {
    checkbox: page.getByRole('checkbox', { name: "I'm not a robot" }),
    prompt: page.getByText(/^Select all images with a .+\.$/),
    grid,
    tiles: grid.getByRole('button'),
    images: grid.locator('img'),
    verify: page.getByRole('button', { name: 'Verify', exact: true }),
    newChallenge: page.getByRole('button', { name: 'New challenge' }),
    verified: page.getByRole('status').filter({ hasText: '✓ Verified' }),
    message: page.getByTestId('validation-message'),
    validate: page.getByTestId('validate-button'),
    reset: page.getByTestId('reset-button'),
  };
}

/** What a tester's script reads: the target and each tile's name. */
async function readGrid(page: Page) {
  const c = captcha(page);
  await expect(c.tiles).toHaveCount(9);
  const prompt = (await c.prompt.textContent()) ?? '';
  const target = /^Select all images with a (.+)\.$/.exec(prompt)?.[1] ?? '';
  const names = await c.tiles.evaluateAll((tiles) =>
    tiles.map((t) => t.getAttribute('aria-label')),
  );
  return { target, names };
}

/** Presses the tiles whose image shows the target (alt text), or the wrong ones. */
async function answer(page: Page, right = true) {
  const c = captcha(page);
  const { target } = await readGrid(page);
  const alts = await c.images.evaluateAll((images) => images.map((i) => i.getAttribute('alt')));
  const targets = alts.flatMap((alt, i) => (alt === target ? [i] : []));
  // Wrong: every target tile but the first.
  for (const i of right ? targets : targets.slice(1)) await c.tiles.nth(i).click();
  await c.verify.click();
}

async function pass(page: Page) {
  const c = captcha(page);
  await c.checkbox.click();
  await answer(page);
  await expect(c.verified).toBeVisible();
}

test('shows the card and the widget, and ✗ before passing', async ({ page, consoleErrors }) => {
  await page.goto('/recaptcha');
  const c = captcha(page);
  await expect(page.getByRole('heading', { name: 'Test CAPTCHA' })).toBeVisible();
  await expect(
    page.getByText(
      'Complete the CAPTCHA challenge below and click validate to test the verification.',
    ),
  ).toBeVisible();
  await expect(c.checkbox).not.toBeChecked();
  await expect(c.checkbox).toBeEnabled();
  await expect(page.getByText('Practice CAPTCHA, verified by this site')).toBeVisible();
  // A tool's check() cannot tick the box (only a right answer does), so the rules say "Click".
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^Click the box, select every image that shows the named object/ }),
  ).toBeVisible();
  await expect(page.getByText(/Check the box/)).toHaveCount(0);
  await expect(c.grid).toHaveCount(0);
  await expect(c.message).toHaveRole('alert');
  await expect(c.message).toHaveText('');
  await expect(c.validate).toHaveText('Validate');
  await expect(c.reset).toHaveText('Reset');

  await c.validate.click();
  await expect(c.message).toHaveText(NOT_COMPLETED);
  await expect(c.message).toHaveClass(/alert-danger/);
  expect(consoleErrors).toEqual([]);
});

test('the box opens a 3 × 3 grid of toggle tiles named after their same-origin images, light and dark', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/recaptcha');
  const c = captcha(page);
  await c.checkbox.click();
  const { target, names } = await readGrid(page);
  expect(target).toMatch(new RegExp(`^(${OBJECTS})$`));
  expect(names).toHaveLength(9);
  names.forEach((name, i) => expect(name).toMatch(new RegExp(`^Tile ${i + 1}: (${OBJECTS})$`)));
  const targets = names.filter((name) => name?.endsWith(`: ${target}`));
  expect(targets.length).toBeGreaterThanOrEqual(2);
  expect(targets.length).toBeLessThanOrEqual(4);
  // The box is checked only once the challenge is passed.
  await expect(c.checkbox).not.toBeChecked();

  for (let i = 0; i < 9; i++) {
    const image = c.images.nth(i);
    await expect(image).toHaveAttribute('alt', names[i]!.replace(/^Tile \d: /, ''));
    await expect(image).toHaveAttribute('src', /^\/captcha\/[a-z-]+\.svg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  }

  const first = c.tiles.first();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a wrong selection says so and draws a new grid, which then passes', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/recaptcha?seed=3');
  const c = captcha(page);
  await c.checkbox.click();
  const before = await readGrid(page);
  // Hold the new challenge back, to see what shows until it comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/captcha/challenge', async (route) => {
    await held;
    await route.continue();
  });
  await answer(page, false);
  await expect(page.getByRole('status')).toHaveText(WRONG);
  // The old grid is gone at once: its place is busy, with no tiles to read.
  const busy = page.getByRole('group', { name: 'Loading a new challenge…' });
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: /^Tile / })).toHaveCount(0);
  await expect(c.prompt).toHaveCount(0);
  release();
  await expect(c.grid).not.toHaveAttribute('aria-busy');
  expect((await readGrid(page)).names).not.toEqual(before.names);
  await expect(c.tiles.and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
  await expect(c.checkbox).not.toBeChecked();
  await page.unroute('**/api/captcha/challenge');

  await answer(page);
  await expect(c.verified).toBeVisible();
  await expect(page.getByText(WRONG)).toHaveCount(0);
  expect(pageErrors(consoleErrors)).toEqual([]);
});

test('the right tiles verify; Validate succeeds once, then the spent token resets the widget', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/recaptcha');
  const c = captcha(page);
  await pass(page);
  await expect(c.checkbox).toBeChecked();
  await expect(c.checkbox).toBeDisabled();
  await expect(c.grid).toHaveCount(0);
  await expect(c.verify).toHaveCount(0);

  await c.validate.click();
  await expect(c.message).toHaveText(VALIDATED);
  await expect(c.message).toHaveClass(/alert-success/);

  // The pass token is single-use: a second Validate finds it spent.
  await c.validate.click();
  await expect(c.message).toHaveText(EXPIRED);
  await expect(c.message).toHaveClass(/alert-danger/);
  await expect(c.checkbox).not.toBeChecked();
  await expect(c.checkbox).toBeEnabled();
  await expect(c.verified).toHaveCount(0);
  await c.validate.click();
  await expect(c.message).toHaveText(NOT_COMPLETED);
  expect(pageErrors(consoleErrors)).toEqual([]);
});

test('Reset clears the token, the message and the widget', async ({ page }) => {
  await page.goto('/recaptcha');
  const c = captcha(page);
  await pass(page);
  await c.validate.click();
  await expect(c.message).toHaveText(VALIDATED);
  await c.reset.click();
  await expect(c.message).toHaveText('');
  await expect(c.message).not.toHaveClass(/alert/);
  await expect(c.checkbox).not.toBeChecked();
  await expect(c.checkbox).toBeEnabled();
  await expect(c.verified).toHaveCount(0);
  await c.validate.click();
  await expect(c.message).toHaveText(NOT_COMPLETED);

  // An open grid closes too.
  await c.checkbox.click();
  await expect(c.tiles).toHaveCount(9);
  await c.reset.click();
  await expect(c.grid).toHaveCount(0);
  await expect(c.message).toHaveText('');
});

test('?seed= repeats every grid: the first, and the one New challenge draws', async ({ page }) => {
  const grids = async (url: string) => {
    await page.goto(url);
    const c = captcha(page);
    await c.checkbox.click();
    const first = await readGrid(page);
    await c.newChallenge.click();
    await expect.poll(async () => (await readGrid(page)).names).not.toEqual(first.names);
    return [first, await readGrid(page)];
  };
  const seeded = await grids('/recaptcha?seed=42');
  expect(await grids('/recaptcha?seed=42')).toEqual(seeded);
  const [other] = await grids('/recaptcha?seed=43');
  expect(other).not.toEqual(seeded[0]);
});

test('the whole widget works from the keyboard', async ({ page }) => {
  await page.goto('/recaptcha');
  const c = captcha(page);
  await c.checkbox.focus();
  await page.keyboard.press('Space');
  const { target, names } = await readGrid(page);
  await expect(c.checkbox).toBeFocused();
  for (const name of names) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: name!, exact: true })).toBeFocused();
    if (name!.endsWith(`: ${target}`)) await page.keyboard.press('Space');
  }
  await page.keyboard.press('Tab');
  await expect(c.verify).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(c.verified).toBeVisible();
  // The grid is gone: focus moves on to Validate.
  await expect(c.validate).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(c.message).toHaveText(VALIDATED);
  await page.keyboard.press('Tab');
  await expect(c.reset).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(c.message).toHaveText('');
});

test.describe('with a 2-second lifetime and 3 challenges per client', () => {
  // The 2-minute default is the server's unit test (server/captcha/captcha.test.ts): here the
  // shortest lifetime a tester's answer through the page still beats on a busy machine.
  const LIFETIME_MS = 2000;
  let server: BuiltServer;
  test.beforeAll(async () => {
    server = await startBuiltServer({
      env: { CAPTCHA_TTL_SECONDS: String(LIFETIME_MS / 1000), CAPTCHA_CHALLENGE_LIMIT: '3' },
    });
  });
  test.afterAll(() => server?.stop());

  /** Does `action`, and returns when what the server issued for it (at its answer) expires. */
  async function expiryOf(page: Page, api: 'challenge' | 'verify', action: () => Promise<void>) {
    const issued = page.waitForResponse(`**/api/captcha/${api}`);
    await action();
    await issued;
    return Date.now() + LIFETIME_MS;
  }

  test('an expired token or challenge says so; the 4th challenge is refused', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto(`${server.url}/recaptcha`);
    const tokenExpires = await expiryOf(page, 'verify', () => pass(page));
    const other = await context.newPage();
    await other.goto(`${server.url}/recaptcha`);
    const o = captcha(other);
    const challengeExpires = await expiryOf(other, 'challenge', async () => {
      await o.checkbox.click();
      await expect(o.tiles).toHaveCount(9);
    });

    // The server's own lifetime, which no page clock moves: the rest of it passes in real time.
    await expect
      .poll(() => Date.now(), { timeout: 2 * LIFETIME_MS })
      .toBeGreaterThan(Math.max(tokenExpires, challengeExpires));
    const c = captcha(page);
    await c.validate.click();
    await expect(c.message).toHaveText(EXPIRED);
    await expect(c.checkbox).not.toBeChecked();

    await answer(other);
    await expect(other.getByRole('status')).toHaveText('This challenge expired. Start a new one.');
    await o.newChallenge.click();
    await expect(other.getByRole('status')).toHaveText('');
    await o.newChallenge.click();
    await expect(other.getByRole('status')).toHaveText(
      /^Too many requests\. Please wait \d+ seconds before trying again\.$/,
    );
    await expect(o.grid).toHaveCount(0);
    expect(pageErrors(consoleErrors)).toEqual([]);
  });
});
