import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import ShopTestCasesPage from './index';

describe('Shop Test Cases', () => {
  it('opens with the sentence that links the shop and the bug hunt', () => {
    renderPage(<ShopTestCasesPage />, '/shop/testCases');
    expect(screen.getByText(/^Automate these against the/).textContent).toBe(
      'Automate these against the Practice Shop as standard_user. A suite that does all of them catches every planted bug (see the Shop Bug Hunt).',
    );
    expect(screen.getByRole('link', { name: 'Practice Shop' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Shop Bug Hunt' })).toHaveAttribute(
      'href',
      '/shop/bugs',
    );
  });

  it('shows 24 sections, each an h2 with ordered Steps and unordered Expected', () => {
    const { container } = renderPage(<ShopTestCasesPage />, '/shop/testCases');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(24);
    expect(headings[0]).toHaveTextContent('TC01 Log in and see the products');
    expect(headings[23]).toHaveTextContent('TC24 The API agrees with the pages');

    const tc14 = container.querySelector<HTMLElement>('[data-test="test-case-TC14"]')!;
    expect(within(tc14).getByRole('heading', { level: 2 })).toHaveTextContent('TC14 Order totals');
    const steps = within(tc14).getByRole('list', { name: 'Steps' });
    expect(steps.tagName).toBe('OL');
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(
      'Open /shop/product/3 (Rain Jacket), type 1 in "Quantity" and click "Add to cart".',
    );
    const expected = within(tc14).getByRole('list', { name: 'Expected' });
    expect(expected.tagName).toBe('UL');
    expect(expected).toHaveTextContent('"Tax (8%): $9.29", "Total: $140.36"');
  });

  it('shows what is typed or requested as code', () => {
    const { container } = renderPage(<ShopTestCasesPage />, '/shop/testCases');
    const tc02 = container.querySelector<HTMLElement>('[data-test="test-case-TC02"]')!;
    expect(within(tc02).getByText('locked_user').tagName).toBe('CODE');
  });
});
