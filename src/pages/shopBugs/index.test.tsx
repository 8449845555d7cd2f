import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import ShopBugsPage from './index';

const renderBugs = () => renderPage(<ShopBugsPage />, '/shop/bugs');

describe('Shop Bug Hunt', () => {
  it('tables the users and their planted bugs', () => {
    renderBugs();
    const table = screen.getByRole('table', { name: 'Users' });
    expect(table).toHaveAttribute('data-test', 'users-table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['User', 'Planted bugs']);
    expect(rows[1]).toEqual(['standard_user', 'none']);
    expect(rows[2]).toEqual(['locked_user', 'cannot log in']);
    expect(rows[5]).toEqual(['slow_user', 'B17, B18']);
    expect(rows).toHaveLength(8);
  });

  it('counts 25 bugs, each a closed disclosure that opens on the answer', () => {
    const { container } = renderBugs();
    expect(screen.getByRole('status')).toHaveTextContent('25 planted bugs');
    const bugs = container.querySelectorAll('details');
    expect(bugs).toHaveLength(25);
    const b07 = container.querySelector<HTMLDetailsElement>('[data-test="bug-B07"]')!;
    expect(b07.querySelector('summary')).toHaveTextContent('B07 · problem_user · Checkout');
    expect(b07.open).toBe(false);
    expect(within(b07).getByText('Tax is 8 % of net plus shipping.')).toBeInTheDocument();
    expect(within(b07).getByText('Catch it with: TC14')).toBeInTheDocument();
  });

  it('narrows the list to one user with "Show bugs of"', () => {
    const { container } = renderBugs();
    const filter = screen.getByRole('combobox', { name: 'Show bugs of' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All users', 'problem_user', 'error_user', 'slow_user', 'visual_user', 'a11y_user']);
    fireEvent.change(filter, { target: { value: 'problem_user' } });
    expect(screen.getByRole('status')).toHaveTextContent('9 planted bugs of problem_user');
    const summaries = [...container.querySelectorAll('summary')].map((s) => s.textContent);
    expect(summaries).toHaveLength(9);
    expect(summaries.every((s) => s?.includes(' · problem_user · '))).toBe(true);

    fireEvent.change(filter, { target: { value: 'all' } });
    expect(screen.getByRole('status')).toHaveTextContent('25 planted bugs');
  });

  it('shows how to hunt with Playwright and with pytest', () => {
    renderBugs();
    expect(screen.getByRole('heading', { name: 'Hunt with your own tests' })).toBeInTheDocument();
    expect(
      screen.getByText('npm run hunt -- npx playwright test -c solutions/playwright shop'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('npm run hunt -- /usr/bin/python3 -m pytest -x solutions/selenium/shop'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reading the report' })).toBeInTheDocument();
  });
});
