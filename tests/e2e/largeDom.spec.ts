import { expect, test } from './fixtures';

test('the innermost of 50 nested divs says "No siblings" and has no siblings', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/largeDom');
  const section = page.getByRole('region', { name: 'No siblings' });
  await expect(section.getByRole('heading', { name: 'No siblings' })).toBeVisible();
  const innermost = page.locator('#no-siblings');
  await expect(innermost).toHaveText('No siblings');
  // 50 nested divs, each the only child of the one around it.
  await expect(section.locator('div')).toHaveCount(50);
  expect(
    await innermost.evaluate((el) => {
      let lonely = 0;
      for (let node: Element | null = el; node?.tagName === 'DIV'; node = node.parentElement)
        if (node.parentElement?.children.length === 1) lonely++;
      return lonely;
    }),
  ).toBe(49);
  expect(consoleErrors).toEqual([]);
});

test('each of 50 levels holds three siblings, the first holding the next level', async ({
  page,
}) => {
  await page.goto('/largeDom');
  await expect(page.locator('#sibling-50\\.3')).toHaveText('50.3');
  await expect(page.locator('[id^="sibling-"]')).toHaveCount(150);
  for (const level of [1, 25, 50]) {
    for (const k of [1, 2, 3]) {
      const sibling = page.locator(`#sibling-${level}\\.${k}`);
      await expect(sibling).toHaveClass(`tier-${level} item-${k} ps-1`);
      if (k > 1) await expect(sibling).toHaveText(`${level}.${k}`);
    }
  }
  await expect(page.locator('.tier-25')).toHaveCount(3);
  // sibling-L.1 holds level L+1: its children are its text and the next tier's three divs.
  await expect(page.locator('#sibling-49\\.1 > div')).toHaveCount(3);
  await expect(page.locator('#sibling-49\\.1 > .tier-50')).toHaveCount(3);
  await expect(page.locator('#sibling-50\\.1 > div')).toHaveCount(0);
  await expect(page.locator('#sibling-50\\.1')).toHaveText('50.1');
});

test('the 50 × 50 table: header 42 in row 37 reads "37.42"', async ({ page }) => {
  await page.goto('/largeDom');
  const table = page.locator('#large-table');
  await expect(table.locator('th')).toHaveCount(50);
  // The rows arrive a few per frame; the table says it is busy until the last one is there.
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(table).not.toHaveAttribute('aria-busy');
  await expect(table.locator('td')).toHaveCount(2500);
  expect(
    await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.id).join(' ')),
  ).toBe(Array.from({ length: 50 }, (_, i) => `row-${i + 1}`).join(' '));
  await expect(page.locator('#header-42')).toHaveText('42');
  const column = await page
    .locator('#header-42')
    .evaluate((th: HTMLTableCellElement) => th.cellIndex);
  await expect(page.locator('#row-37 td').nth(column)).toHaveText('37.42');
  await expect(page.locator('#cell-37-42')).toHaveText('37.42');
  await expect(page.locator('#row-37 .column-42')).toHaveText('37.42');
  await expect(page.locator('#cell-50-50')).toHaveText('50.50');
});

test('the wide table widens the page, which scrolls sideways from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/largeDom');
  await expect(page.locator('#large-table')).not.toHaveAttribute('aria-busy');
  // Pressed again until the page has moved: on a busy machine headless Chromium now and then
  // makes no scroll of the first key press after a load (its trace shows no frame after it).
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.evaluate(() => window.scrollX), { timeout: 2_000 })
      .toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
});

test('the rows arrive in slices, in order, so that loading never blocks the page for long', async ({
  page,
}) => {
  // Before any script of the page: note the row count after every change to the table.
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { rowCounts: number[] }).rowCounts = counts;
    new MutationObserver(() => {
      const table = document.getElementById('large-table');
      const rows = table?.querySelectorAll('tbody tr').length ?? 0;
      if (table && rows !== counts.at(-1)) counts.push(rows);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/largeDom');
  const table = page.locator('#large-table');
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(table).not.toHaveAttribute('aria-busy');
  const counts = await page.evaluate(
    () => (window as unknown as { rowCounts: number[] }).rowCounts,
  );
  expect(counts.length).toBeGreaterThan(5);
  expect(counts.at(-1)).toBe(50);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  expect(new Set(counts).size).toBe(counts.length);
});
