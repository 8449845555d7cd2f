import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import DynamicControlsPage from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

it('removes the checkbox 3 s after Remove, then adds it back unchecked', () => {
  render(<DynamicControlsPage />);
  const removeOrAdd = section('Remove or add');
  fireEvent.click(removeOrAdd.getByRole('checkbox', { name: 'Subscribe' }));
  fireEvent.click(removeOrAdd.getByRole('button', { name: 'Remove' }));
  expect(removeOrAdd.getByText('Working on it…')).toBeInTheDocument();
  expect(removeOrAdd.getByRole('button', { name: 'Remove' })).toBeDisabled();
  act(() => {
    vi.advanceTimersByTime(2999);
  });
  expect(removeOrAdd.getByRole('checkbox', { name: 'Subscribe' })).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(removeOrAdd.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(removeOrAdd.queryByText('Working on it…')).not.toBeInTheDocument();
  expect(removeOrAdd.getByRole('status')).toHaveTextContent('The checkbox is gone.');

  fireEvent.click(removeOrAdd.getByRole('button', { name: 'Add' }));
  expect(removeOrAdd.getByRole('status')).toHaveTextContent('');
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(removeOrAdd.getByRole('checkbox', { name: 'Subscribe' })).not.toBeChecked();
  expect(removeOrAdd.getByRole('button', { name: 'Remove' })).toBeEnabled();
  expect(removeOrAdd.getByRole('status')).toHaveTextContent('The checkbox is back.');
});

it('enables the field 3 s after Enable and disables it again after Disable', () => {
  render(<DynamicControlsPage />);
  const enableOrDisable = section('Enable or disable');
  const field = enableOrDisable.getByRole('textbox', { name: 'Text field' });
  expect(field).toBeDisabled();
  fireEvent.click(enableOrDisable.getByRole('button', { name: 'Enable' }));
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(field).toBeEnabled();
  expect(enableOrDisable.getByRole('status')).toHaveTextContent('The field is enabled.');
  fireEvent.click(enableOrDisable.getByRole('button', { name: 'Disable' }));
  act(() => {
    vi.advanceTimersByTime(3000);
  });
  expect(field).toBeDisabled();
  expect(enableOrDisable.getByRole('button', { name: 'Enable' })).toBeEnabled();
  expect(enableOrDisable.getByRole('status')).toHaveTextContent('The field is disabled.');
});
