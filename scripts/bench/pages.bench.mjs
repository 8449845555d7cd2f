// The heavy pages in Chromium on a CPU throttled 4x (DevTools' "4x slowdown"): the time from a
// click on /sortableTable (each column sorted both ways, then paging) to the next frame, the
// load and scroll frames of /largeDom, and the main-thread tasks of loading /scrollDown,
// /largeDom and /apiReference (longest task, and the blocking time: the sum of each task's time
// over 50 ms).
// Figures only: what counts as "lag" is for the reader.
/* global document, window, location, MutationObserver, requestAnimationFrame -- the functions given to page.evaluate run in the page */
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
    const page = document.documentElement;
    while (window.scrollY < page.scrollHeight - window.innerHeight - 1)
      await step(() => window.scrollBy({ top: 200, behavior: 'instant' }));
    // The table widens the page, which scrolls sideways.
    while (window.scrollX < page.scrollWidth - window.innerWidth - 1)
      await step(() => window.scrollBy({ left: 200, behavior: 'instant' }));
    return frames;
  });
}

/** The first element each measured page renders (the frame around it comes earlier). */
const PAGE_BODY = {
  '/scrollDown': 'main p.fs-4',
  '/largeDom': '#no-siblings-heading',
  '/apiReference': 'main a[href="/api/openapi.json"]',
};
const PAGE_BODY_MARK = 'bench:page-body';

/**
 * Installed before any script of the page: sums its layout shifts (as CLS does, leaving out those
 * right after input), and marks the moment its own body first appears in the DOM.
 */
function observeLoad(pageBody) {
  window.__benchLayoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput) window.__benchLayoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const selector = pageBody[location.pathname];
  if (!selector) return;
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    performance.mark('bench:page-body');
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * The renderer's main-thread tasks (the trace's top-level "RunTask" events; the "toplevel"
 * category, which adds next to no overhead) from navigating to `path` until `finalSelector` is
 * there and the frames after it have been produced: the longest task and the blocking time (the
 * sum of (task - 50 ms) over tasks longer than 50 ms, as Lighthouse's TBT), in wall-clock time
 * and in the thread's own time (which other processes on a busy machine do not inflate), for the
 * whole load and for the page's own part of it (the tasks from the one that first put its body in
 * the DOM on; before it: the HTML, the entry chunk, the frame's hydration); and the layout shift.
 */
async function loadTasks(browser, page, url, path, finalSelector) {
  await page.goto('about:blank');
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  await page.goto(`${url}${path}`);
  await page.locator(finalSelector).waitFor({ state: 'attached' });
  // Let the task that rendered it, its frame and anything it queued finish.
  const layoutShift = await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => requestAnimationFrame(() => resolve(window.__benchLayoutShift)), 50),
        ),
      ),
  );
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = traceEvents.filter(
    (e) =>
      /^(ThreadControllerImpl::)?RunTask$/.test(e.name) &&
      e.ph === 'X' &&
      mainThreads.has(`${e.pid}:${e.tid}`),
  );
  const mark = traceEvents.find((e) => e.name === PAGE_BODY_MARK);
  if (tasks.length === 0 || !mark) throw new Error(`no main-thread task or no ${PAGE_BODY_MARK}`);
  const figures = (events) => {
    // Wall-clock time, and the thread's own time: on a machine busy with other work the thread
    // waits for a core, which only the wall-clock figure counts.
    const wall = events.map((e) => e.dur / 1000);
    const thread = events.filter((e) => e.tdur !== undefined).map((e) => e.tdur / 1000);
    return {
      longest: Math.max(0, ...wall),
      blocking: wall.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      over50: wall.filter((ms) => ms > 50).length,
      longestThread: Math.max(0, ...thread),
      blockingThread: thread.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      over50Thread: thread.filter((ms) => ms > 50).length,
    };
  };
  return {
    all: figures(tasks),
    page: figures(tasks.filter((e) => e.ts + e.dur >= mark.ts)),
    layoutShift,
  };
}

async function loadTaskRows(browser, page, url) {
  const rows = [];
  for (const [path, finalSelector] of [
    ['/scrollDown', 'p:text-matches("^Jabuticaba:")'],
    ['/largeDom', '#cell-50-50'],
    // The fetched OpenAPI document's operations, all rendered at once.
    ['/apiReference', 'section[aria-labelledby^="op-"] >> nth=0'],
  ]) {
    await page.goto(`${url}${path}`); // warm the HTTP cache, as a returning visitor
    const runs = [];
    for (let i = 0; i < REPEATS; i++)
      runs.push(await loadTasks(browser, page, url, path, finalSelector));
    for (const part of ['all', 'page']) {
      const label = `${path} load, ${part === 'all' ? 'all' : "the page's own"} tasks`;
      for (const time of ['wall', 'thread']) {
        const key = time === 'wall' ? '' : 'Thread';
        rows.push(
          summary(
            `${label}: longest (${time} time)`,
            runs.map((r) => r[part][`longest${key}`]),
          ),
          {
            ...summary(
              `${label}: blocking (${time} time, sum of task - 50 ms)`,
              runs.map((r) => r[part][`blocking${key}`]),
            ),
            note: `tasks over 50 ms per load: ${runs.map((r) => r[part][`over50${key}`]).join(', ')}`,
          },
        );
      }
    }
    rows.push({
      case: `${path} load: layout shift`,
      note: `${Math.max(...runs.map((r) => r.layoutShift)).toFixed(3)} at worst`,
    });
  }
  return rows;
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
    await page.addInitScript(observeLoad, PAGE_BODY);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    console.log(`Chromium, CPU throttled ${CPU_SLOWDOWN}x, ${REPEATS} runs per case`);
    console.table([
      ...(await sortableTableRows(page, server.url)),
      ...(await largeDomRows(page, server.url)),
      ...(await loadTaskRows(browser, page, server.url)),
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
}
