import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { listSolutions, PROJECT_FILES } from '../../scripts/build/solutionFiles';
import { ZIP_FOLDER } from '../../scripts/build/solutionsZip';
import {
  solutionFile,
  SOLUTION_KINDS,
  SOLUTION_TITLES,
} from '../../src/app/solutions/solutionPaths';
import { axe, expect, PHONE_VIEWPORT, test } from './fixtures';

const SECTION = 'How to automate this page';
const onDisk = (file: string) => readFileSync(`solutions/${file}`, 'utf8');

const TABS = SOLUTION_KINDS.map((kind) => ({
  name: SOLUTION_TITLES[kind],
  file: (page: string) => solutionFile(kind, page),
}));

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

for (const page of ['counter', 'nestedIframes', 'fileDownload']) {
  test(`/${page} shows its three solutions, as CI runs them`, async ({
    page: tab,
    consoleErrors,
  }) => {
    const sectionRequests: string[] = [];
    tab.on('request', (request) => {
      if (/\/assets\/(SolutionTabs|.*\.spec|.*\.e2e|test_)/.test(request.url()))
        sectionRequests.push(request.url());
    });
    await tab.goto(`/${page}`);
    const summary = tab.getByText(SECTION, { exact: true });
    await expect(summary).toBeVisible();

    // Collapsed by default, and nothing of the section loaded yet.
    await expect(tab.getByRole('tab', { name: TABS[0]!.name })).toBeHidden();
    expect(sectionRequests).toEqual([]);

    await summary.click();
    const tabs = TABS.map((t) => tab.getByRole('tab', { name: t.name }));
    await expect(tabs[0]!).toHaveAttribute('aria-selected', 'true');
    expect(sectionRequests.length).toBeGreaterThan(0);

    for (const [index, { file }] of TABS.entries()) {
      const code = onDisk(file(page));
      if (index > 0) {
        // Keyboard: the arrow key moves to the next tab.
        await tabs[index - 1]!.focus();
        await tabs[index - 1]!.press('ArrowRight');
        await expect(tabs[index]!).toBeFocused();
        await tabs[index]!.press('Enter');
      }
      await expect(tabs[index]!).toHaveAttribute('aria-selected', 'true');
      const panel = tab.getByRole('tabpanel');
      await expect(panel).toHaveCount(1);
      await expect(panel.locator('code')).toHaveJSProperty('textContent', code.replace(/\n$/, ''));

      await panel.getByRole('button', { name: 'Copy' }).click();
      await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(code);

      const name = file(page).split('/')[1]!;
      const downloading = tab.waitForEvent('download');
      await panel.getByRole('link', { name: `Download ${name}` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(name);
      expect(readFileSync(await download.path(), 'utf8')).toBe(code);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('the raw solution files are served as plain text', async ({ request }) => {
  for (const { file } of TABS) {
    const response = await request.get(`/solutions/${file('counter')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(onDisk(file('counter')));
  }
});

test('the opened section has no accessibility violations, light or dark', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/counter');
    await page.getByText(SECTION, { exact: true }).click();
    await expect(page.getByRole('tabpanel').locator('code')).toBeVisible();
    const results = await axe(page).include('.how-to-automate').analyze();
    expect(
      results.violations.map(
        (v) =>
          `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.failureSummary + n.html).join(' | ')}`,
      ),
    ).toEqual([]);
  }
});

test('no section on unlisted pages, nor inside the nested iframes', async ({ page }) => {
  await page.goto('/emailValidation/inbox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(SECTION)).toHaveCount(0);

  await page.goto('/nestedIframes');
  const first = page.frameLocator('iframe[title="First iframe"]');
  await expect(first.getByRole('link').first()).toBeVisible();
  await expect(first.getByText(SECTION)).toHaveCount(0);
  await expect(page.getByText(SECTION)).toHaveCount(1);
});

test('the footer links to the solutions README, which links solutions.zip', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Reference solutions' }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reference Solutions' })).toBeVisible();
  for (const heading of [...Object.values(SOLUTION_TITLES), 'What each file shows'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  // The table of files, from each file's first comment line.
  const counterRow = page.getByRole('row').filter({ hasText: 'playwright/counter.spec.ts' });
  await expect(counterRow).toContainText('selenium/test_counter.py');
  await expect(counterRow).toContainText('webdriverio/counter.e2e.ts');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all solutions (solutions.zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('solutions.zip');
  const entries = unzipSync(readFileSync(await download.path()));
  const solutions = listSolutions('solutions').map((s) => s.file);
  expect(solutions.length).toBeGreaterThan(0);
  for (const file of [...PROJECT_FILES, ...solutions])
    expect(Object.keys(entries), file).toContain(`${ZIP_FOLDER}/${file}`);
  for (const file of solutions)
    expect(strFromU8(entries[`${ZIP_FOLDER}/${file}`]!), file).toBe(onDisk(file));
  expect(strFromU8(entries[`${ZIP_FOLDER}/README.md`]!)).toContain(
    'pip install -r requirements.txt',
  );
});

test('on a phone the solutions README does not scroll sideways', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/solutions');
  await expect(
    page.getByRole('row').filter({ hasText: 'playwright/counter.spec.ts' }),
  ).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
});
