// The heavy pages in Chromium on a CPU throttled 4x (DevTools' "4x slowdown"): the time from a
// click on /sortableTable (each column sorted both ways, then paging) to the next frame, and the
// load and scroll frames of /largeDom. Figures only: what counts as "lag" is for the reader.
/* global document, window, requestAnimationFrame -- the functions given to page.evaluate run in the page */
import { chromium } from '@playwright/test';
import { startServer } from './lib.mjs';

const CPU_SLOWDOWN = 4;
/** Each interaction or load is measured this many times; the median and worst are printed. */
const REPEATS = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const COLUMNS = ['Name', 'Department', 'City', 'Age', 'Start date', 'Salary'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;
const summary = (name, times) => ({
  case: name,
  'median ms': round(median(times)),
  'worst ms': round(Math.max(...times)),
});

/**
 * Clicks the button found by `selector` in the page and resolves once the frame after the
 * update has been produced: the click handler, React's render, style, layout and paint.
 */
function clickToNextFrame(page, selector, text) {
  return page.evaluate(
    ([selector, text]) => {
      const button = [...document.querySelectorAll(selector)].find(
        (el) => el.textContent.trim().replace(/ [↑↓]$/, '') === text,
      );
      if (!button) throw new Error(`no button "${text}"`);
      const start = performance.now();
      button.click();
      return new Promise((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0)),
      );
    },
    [selector, text],
  );
}

async function sortableTableRows(page, url) {
  await page.goto(`${url}/sortableTable`);
  await page.getByRole('table', { name: 'Employees' }).waitFor();
  const rows = [];
  for (const column of COLUMNS) {
    const times = [];
    // Each repeat is two clicks on the column: sort ascending (or reverse) and reverse again.
    for (let i = 0; i < REPEATS * 2; i++)
      times.push(await clickToNextFrame(page, 'th button', column));
    rows.push(summary(`sort by ${column}`, times));
  }
  const paging = [];
  for (let i = 0; i < REPEATS; i++) {
    for (const target of ['Next', 'Next', 'Previous', '1']) {
      paging.push(await clickToNextFrame(page, 'nav[aria-label="Pagination"] button', target));
    }
  }
  rows.push(summary('page (Next, Previous, page number)', paging));
  return rows;
}

/** Navigation timing of one throttled load of /largeDom, and its element count. */
async function largeDomLoad(page, url) {
  await page.goto(`${url}/largeDom`);
  await page.locator('#cell-50-50').waitFor();
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    // The table's last cell rendered: the page is complete from this moment on.
    const ready = performance.now();
    return {
      domContentLoaded: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
      fcp: paint?.startTime ?? NaN,
      ready,
      elements: document.getElementsByTagName('*').length,
    };
  });
}

/**
 * Scrolls the page to the bottom 200 px a frame, then the table to its right end, instantly (the
 * site's smooth scrolling would spread each step over many frames); the time of each frame.
 */
function scrollFrames(page) {
  return page.evaluate(async () => {
    const frames = [];
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = await nextFrame();
    const step = async (scroll) => {
      scroll();
      const now = await nextFrame();
      frames.push(now - last);
      last = now;
    };
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
    while (window.scrollY < bottom() - 1)
      await step(() => window.scrollBy({ top: 200, behavior: 'instant' }));
    const region = document.querySelector('#large-table').parentElement;
    while (region.scrollLeft < region.scrollWidth - region.clientWidth - 1) {
      await step(() => region.scrollBy({ left: 200, behavior: 'instant' }));
    }
    return frames;
  });
}

async function largeDomRows(page, url) {
  await page.goto(`${url}/largeDom`); // warm the HTTP cache, as a returning visitor
  const loads = [];
  for (let i = 0; i < REPEATS; i++) loads.push(await largeDomLoad(page, url));
  const frames = await scrollFrames(page);
  const over = (ms) => frames.filter((f) => f > ms).length;
  return [
    summary(
      '/largeDom first contentful paint',
      loads.map((l) => l.fcp),
    ),
    summary(
      '/largeDom DOMContentLoaded',
      loads.map((l) => l.domContentLoaded),
    ),
    summary(
      '/largeDom load event',
      loads.map((l) => l.load),
    ),
    summary(
      '/largeDom all 2,500 cells rendered',
      loads.map((l) => l.ready),
    ),
    {
      ...summary(`/largeDom scroll: ${frames.length} frames`, frames),
      note: `${loads[0].elements} elements; ${over(16.7)} frames over 16.7 ms, ${over(50)} over 50 ms`,
    },
  ];
}

export async function run() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    console.log(`Chromium, CPU throttled ${CPU_SLOWDOWN}x, ${REPEATS} runs per case`);
    console.table([
      ...(await sortableTableRows(page, server.url)),
      ...(await largeDomRows(page, server.url)),
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
}
