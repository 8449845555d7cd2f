import {
  DESKTOP_VIEWPORT,
  expect,
  layoutShifts,
  PHONE_VIEWPORT,
  seriousAxeViolations,
  test,
} from './fixtures';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

test('lists every operation of the document the server serves, under its tag', async ({
  page,
  request,
}) => {
  const doc = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { tags?: string[] }>>;
  };
  const expected = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(expected.length).toBeGreaterThan(5);

  await page.goto('/apiReference');
  await expect(page.getByRole('heading', { level: 2, name: '2FA' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Site' })).toBeVisible();
  await expect(page.getByText('Loading the API document…')).toHaveCount(0);
  const shown = await page.getByRole('heading', { level: 3 }).allTextContents();
  expect(shown.sort()).toEqual(expected.sort());
});

test('shows a call with its body rows, body example and answers with their examples', async ({
  page,
}) => {
  await page.goto('/apiReference');
  const send = page.getByRole('region', { name: 'POST /api/send-email' });
  await expect(send).toContainText('Send a 6-digit code to an e-mail address');

  const body = send.getByRole('table', { name: /Request body/ });
  const email = body.getByRole('row', { name: /email/ });
  await expect(email.getByRole('cell')).toHaveText([
    'string',
    'yes',
    /at most 59 characters; pattern/,
  ]);
  await expect(send.getByLabel('Example body of POST /api/send-email')).toHaveText(
    '{\n  "email": "ann@example.com"\n}',
  );

  const answers = send.getByRole('table', { name: 'Answers' });
  const bad = answers.getByRole('row', { name: /^400/ });
  await expect(bad).toContainText('Invalid e-mail address. Please insert a valid e-mail address.');
  await expect(send.getByLabel('Example 400 answer of POST /api/send-email')).toHaveText(
    '{\n  "message": "Invalid e-mail address. Please insert a valid e-mail address."\n}',
  );
});

test('shows query and path parameters with where they go', async ({ page }) => {
  await page.goto('/apiReference');
  const exercises = page.getByRole('region', { name: 'GET /api/exercises' });
  const q = exercises.getByRole('table', { name: 'Parameters' }).getByRole('row', { name: /^q/ });
  await expect(q.getByRole('cell')).toHaveText(['query', 'string', 'no', 'at most 100 characters']);
  const inbox = page.getByRole('region', { name: 'GET /api/inbox/{address}' });
  await expect(inbox.getByRole('row', { name: /^address/ }).getByRole('cell')).toHaveText([
    'path',
    'string',
    'yes',
    /at most 59 characters/,
  ]);
});

test('tries a GET with its query parameters and shows the status and the JSON body', async ({
  page,
}) => {
  await page.goto('/apiReference');
  const tryExercises = page.getByRole('form', { name: 'Try GET /api/exercises' });
  await tryExercises.getByLabel('category (query)').fill('Media');
  await tryExercises.getByRole('button', { name: 'Send' }).click();
  await expect(tryExercises.getByRole('status')).toHaveText('Status: 200');
  const body = tryExercises.getByLabel('Answer of GET /api/exercises');
  await expect(body).toContainText('"category": "Media"');
  await expect(body).not.toContainText('"category": "Basics"');

  await tryExercises.getByLabel('q (query)').fill('x'.repeat(101));
  await tryExercises.getByRole('button', { name: 'Send' }).click();
  await expect(tryExercises.getByRole('status')).toHaveText('Status: 400');
  await expect(body).toHaveText('{\n  "message": "q may have at most 100 characters."\n}');
});

test('offers Try it only for GETs without a body', async ({ page }) => {
  await page.goto('/apiReference');
  await expect(page.getByRole('form', { name: 'Try GET /healthz' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Try POST /api/send-email' })).toHaveCount(0);
});

test('says it is loading, then alerts when the document cannot be fetched', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/openapi.json', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { message: 'Boom' } });
  });
  await page.goto('/apiReference');
  await expect(page.getByRole('status')).toHaveText('Loading the API document…');
  release();
  await expect(page.getByRole('alert')).toHaveText('Could not load the API document: HTTP 500.');
  await expect(page.getByRole('status')).toHaveText('');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
});

test('the document, or the alert that it failed, moves nothing, on a phone as on a desktop', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT])
    for (const fails of [false, true]) {
      const page = await browser.newPage({ baseURL, viewport });
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/openapi.json', async (route) => {
        await held;
        await (fails
          ? route.fulfill({ status: 500, json: { message: 'Boom' } })
          : route.continue());
      });
      // The document comes once all the rest is there, "How to automate" included.
      await page.goto('/apiReference');
      await expect(page.getByText('How to automate this page')).toBeVisible();
      release();
      await expect(
        fails ? page.getByRole('alert') : page.getByRole('heading', { level: 3 }).first(),
      ).toBeVisible();
      const shifts = await layoutShifts(page);
      expect(shifts, `${viewport.width} px wide, ${fails ? 'failed' : 'loaded'}`).toEqual([]);
      await page.close();
    }
});

test('alerts when the answer is not an OpenAPI document', async ({ page }) => {
  await page.route('**/api/openapi.json', (route) => route.fulfill({ json: { hello: 'world' } }));
  await page.goto('/apiReference');
  await expect(page.getByRole('alert')).toHaveText(
    'Could not load the API document: the answer is not an OpenAPI document (no "paths").',
  );
});

test('the loaded reference has no serious accessibility violation', async ({ page }) => {
  test.slow(true, 'axe over every operation of the API, some 60 sections');
  await page.goto('/apiReference');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('every Answers table fits its card, on a phone as on a desktop', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [PHONE_VIEWPORT, DESKTOP_VIEWPORT]) {
    const page = await browser.newPage({ baseURL, viewport });
    await page.goto('/apiReference');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByText('Loading the API document…')).toHaveCount(0);
    // The tables of parameters and body fields scroll sideways inside their box on a phone.
    const overflowing = await page
      .getByRole('table', { name: 'Answers' })
      .evaluateAll((tables) =>
        tables
          .filter((table) => table.scrollWidth > table.parentElement!.clientWidth)
          .map((table) => table.closest('section')!.querySelector('h3')!.textContent),
      );
    expect(overflowing, `${viewport.width} px wide`).toEqual([]);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways, `${viewport.width} px wide`).toBe(false);
    await page.close();
  }
});
