// Slow Resources: wait for a slow server answer with a waiting matcher and a longer timeout; mock.calls holds the response.
import { $, browser, expect } from '@wdio/globals';

describe('Slow Resources', () => {
  it('the server answers after the delay', async () => {
    // browser.url returns at the load event: the slow request is still under way. (5 s: time
    // enough to see the button disabled while the answer is on its way, on a busy machine.)
    await browser.url('/slowResources?delay=5');
    const status = $('[role="status"]');
    const sendAgain = $('button=Send again');
    await expect(status).toHaveText('Waiting for the server… (it answers after 5 s)');
    await expect(sendAgain).toBeDisabled();
    // Allow more than the delay: the default waitforTimeout may be shorter than a slow answer.
    await expect(status).toHaveText('The server answered after 5 s.', { wait: 15_000 });
    await expect(sendAgain).toBeEnabled();
  });

  it('the response itself can be awaited', async () => {
    // A mock without respond() only spies (BiDi): it records each call with its response body.
    // A path pattern matches any host and query.
    const slow = await browser.mock('/api/slow');
    await browser.url('/slowResources?delay=1');
    await expect(slow).toBeRequestedWith({
      statusCode: 200,
      response: { message: 'Answered after 1 s.', delaySeconds: 1 },
    });
  });
});
