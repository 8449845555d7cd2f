import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useReducer, useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageLoadError } from './pages';

type Loader = () => Promise<{ default: ComponentType }>;

const failedLoad: Loader = () =>
  Promise.reject(new PageLoadError('counter', { cause: new TypeError('Failed to fetch') }));
const goodLoad: Loader = async () => ({ default: () => <p>The page itself</p> });

/**
 * Like the router's exercise page: the first lazy page in the boundary and, after a retry whose
 * import succeeds, the second one in a fresh boundary.
 */
function LazyPageInBoundary({
  first,
  retryLoad,
  reloadDocument,
}: {
  first: Loader;
  retryLoad: Loader;
  reloadDocument: () => void;
}) {
  const [pages] = useState(() => [lazy(first), lazy(retryLoad)] as const);
  const [attempt, retried] = useReducer((n: number) => n + 1, 0);
  const Page = pages[attempt === 0 ? 0 : 1];
  return (
    <PageErrorBoundary
      key={attempt}
      onRetry={() => retryLoad().then(retried)}
      reloadDocument={reloadDocument}
    >
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

function Broken(): never {
  throw new Error('render bug');
}

beforeEach(() => {
  // React reports every error a boundary catches on the console; these are expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

describe('PageErrorBoundary', () => {
  it('shows the page when nothing fails', async () => {
    renderPage(
      <LazyPageInBoundary first={goodLoad} retryLoad={goodLoad} reloadDocument={vi.fn()} />,
    );
    expect(await screen.findByText('The page itself')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Retry when the page code fails to load, and shows the page once it loads', async () => {
    const reloadDocument = vi.fn();
    renderPage(
      <LazyPageInBoundary
        first={failedLoad}
        retryLoad={goodLoad}
        reloadDocument={reloadDocument}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The page itself')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reloadDocument).not.toHaveBeenCalled();
  });

  it('reloads the document when the retried import fails again', async () => {
    const reloadDocument = vi.fn();
    renderPage(
      <LazyPageInBoundary
        first={failedLoad}
        retryLoad={failedLoad}
        reloadDocument={reloadDocument}
      />,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await vi.waitFor(() => expect(reloadDocument).toHaveBeenCalledOnce());
    expect(retry).toBeDisabled();
  });

  it('shows a message and a link home when the page throws while rendering', () => {
    const onRetry = vi.fn(() => Promise.resolve());
    renderPage(
      <PageErrorBoundary onRetry={onRetry}>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page.');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(onRetry).not.toHaveBeenCalled();
  });
});
