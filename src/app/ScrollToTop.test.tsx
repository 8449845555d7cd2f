import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

describe('ScrollToTop', () => {
  it('leaves the first page where the browser put it, and scrolls each new page to its top', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: ['/#media'],
    });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    // The same page with another query or fragment is no new page.
    await act(() => router.navigate('/?q=table#media'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/counter'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
