import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { findExercise } from '../../shared/catalog';
import { renderPage } from '../../test/render';
import BrowserPromptPage from '.';

afterEach(() => vi.restoreAllMocks());

const entry = findExercise('/browserPrompt')!;

it('greets a non-blank answer and hides the greeting for a cancelled prompt', async () => {
  const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce(' Ada ').mockReturnValueOnce(null);
  const user = userEvent.setup();
  renderPage(<BrowserPromptPage exercise={entry} />, '/browserPrompt');
  expect(prompt).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Click this button...' }));
  expect(prompt).toHaveBeenCalledWith('Please enter your name:');
  expect(screen.getByText('Welcome, Ada')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Click this button...' }));
  expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
});

it('prompts once on load on a browserPromptOnLoad path', () => {
  const prompt = vi.spyOn(window, 'prompt').mockReturnValue('Linus');
  renderPage(<BrowserPromptPage exercise={entry} />, '/browserPromptOnLoad');
  expect(prompt).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Welcome, Linus')).toBeInTheDocument();
});
