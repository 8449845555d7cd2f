import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { findExercise } from '../../src/shared/catalog';
import { expect, frame, test } from './fixtures';

// The built chunk of each page folder, from Vite's manifest: the request to fail or replace.
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
  string,
  { file: string }
>;
const counterChunk = `/${manifest['src/pages/counter/index.tsx']!.file}`;
const homeCard = (page: Page, path: string) =>
  page.getByRole('link', { name: findExercise(path)!.title, exact: true });

/** Fails every request for the /counter chunk while `failing.now` is true, as a network blip. */
async function failCounterChunk(page: Page) {
  const failing = { now: true, requests: 0 };
  await page.route(`**${counterChunk}`, (route) => {
    failing.requests++;
    return failing.now ? route.abort('internetdisconnected') : route.continue();
  });
  return failing;
}

/** Marks the current document, to tell a re-import from a reload of the whole document. */
const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-test-mark', 'unreloaded'));
const documentMark = (page: Page) => page.locator('html[data-test-mark="unreloaded"]');

async function expectFrameUsable(page: Page) {
  const { logo, themeToggle, goBack, heading } = frame(page);
  await expect(heading).toHaveText('Counter');
  await expect(logo).toBeVisible();
  await expect(goBack).toBeEnabled();
  await themeToggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await themeToggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('a page whose code fails to load says so in the frame; Retry loads it', async ({ page }) => {
  const chunk = await failCounterChunk(page);
  await page.goto('/counter');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/This page could not be loaded\./);
  await expectFrameUsable(page);

  chunk.now = false;
  await markDocument(page);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status', { name: 'Count' })).toHaveText('0');
  await expect(alert).toHaveCount(0);
  // The import was retried within the same document, not by reloading it.
  await expect(documentMark(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Increment' }).click();
  await expect(page.getByRole('status', { name: 'Count' })).toHaveText('1');
});

test('Retry reloads the document when the import fails again', async ({ page }) => {
  const chunk = await failCounterChunk(page);
  await page.goto('/counter');
  await markDocument(page);
  const retry = page.getByRole('alert').getByRole('button', { name: 'Retry' });

  const requestsBefore = chunk.requests;
  await retry.click();
  // A fresh document (the mark is gone) that still cannot load the page shows the alert again.
  await expect(documentMark(page)).toHaveCount(0);
  await expect(retry).toBeVisible();
  expect(chunk.requests).toBeGreaterThan(requestsBefore + 1);

  chunk.now = false;
  await retry.click();
  await expect(page.getByRole('status', { name: 'Count' })).toHaveText('0');
});

test('leaving a page that failed to load resets it: coming back loads it again', async ({
  page,
}) => {
  const chunk = await failCounterChunk(page);
  await page.goto('/counter');
  await expect(page.getByRole('alert')).toHaveText(/This page could not be loaded\./);
  await markDocument(page);

  await frame(page).goBack.click();
  await expect(page).toHaveURL('/');
  chunk.now = false;
  await homeCard(page, '/counter').click();
  await expect(page.getByRole('status', { name: 'Count' })).toHaveText('0');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(documentMark(page)).toHaveCount(1);
});

test('a page that throws while rendering shows a message and a link home', async ({ page }) => {
  // The counter's chunk replaced by a module whose page throws as it renders: a bug in a page.
  await page.route(`**${counterChunk}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function Page() { throw new Error("A bug in the page"); }',
    }),
  );
  await page.goto('/counter');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/Something went wrong on this page\./);
  await expectFrameUsable(page);

  await alert.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/');
  // The next page starts clean.
  await homeCard(page, '/checkbox').click();
  await expect(frame(page).heading).toHaveText(findExercise('/checkbox')!.title);
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
