// Practice Shop: how long the server took to answer a request of the page, as the browser timed it (Resource Timing), so a busy test machine does not count.
import { browser } from '@wdio/globals';

/**
 * The duration of the page's last request to `apiPath` (from sending it to the answer's last
 * byte), waiting up to `waitMs` for the answer to arrive: a slow answer fails its budget with its
 * measured time, not with a timeout.
 */
export async function answerMs(apiPath: string, waitMs: number): Promise<number> {
  const lastAnswer = () =>
    browser.execute((path: string) => {
      const answers = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === path);
      return answers.length ? answers[answers.length - 1]!.duration : null;
    }, apiPath);
  let duration: number | null = null;
  await browser.waitUntil(async () => (duration = await lastAnswer()) !== null, {
    timeout: waitMs,
    timeoutMsg: `the page had no answer to ${apiPath} within ${waitMs} ms`,
  });
  return duration!;
}
