import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import PseudoPage from './index';

it('shows the six example headings and five inputs named by their placeholder', () => {
  render(<PseudoPage />);
  const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(headings).toEqual([
    'T1: pseudo :after is visible and will be used',
    'T2: pseudo :before is visible and will be used',
    "T3: element's property is visible and will be used",
    "T4: element's property is visible and will be used",
    "T5: element's property is visible and will be used",
    'T6: pseudo element content as icon and text',
  ]);
  expect(screen.getAllByRole('textbox', { name: 'test' })).toHaveLength(5);
});

it('the Filters icon shows and hides the filters; Save reports them saved', () => {
  render(<PseudoPage />);
  const filters = screen.getByRole('button', { name: 'Filters' });
  expect(filters).toHaveTextContent(/^$/);
  expect(filters).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByPlaceholderText('ID')).not.toBeVisible();

  fireEvent.click(filters);
  expect(filters).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByPlaceholderText('ID')).toBeVisible();
  expect(screen.getByPlaceholderText('Name')).toHaveAttribute('id', 'companyName');
  expect(screen.getByRole('status')).toHaveTextContent(/^$/);

  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('status')).toHaveTextContent('Filters saved.');

  fireEvent.click(filters);
  expect(screen.queryByPlaceholderText('ID')).not.toBeVisible();
});

it('lists the two companies', () => {
  render(<PseudoPage />);
  const rows = screen.getAllByRole('row').map((row) => row.textContent);
  expect(rows).toEqual(['IDNameCountry', '1Island TradingGermany', '2Ernst HandelAustria']);
});
