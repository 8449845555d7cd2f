import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import SvgElementsPage from '.';

describe('SvgElementsPage', () => {
  it('closes the tab, then switches texts with the arrows, all drawn as named SVG', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<SvgElementsPage />);
    const text = () => container.querySelector('svg text');
    expect(text()).toHaveTextContent('Hello World!');
    expect(screen.getByRole('img', { name: 'Close' }).tagName).toBe('svg');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('img', { name: 'Automation Playground logo' })).toBeInTheDocument();
    expect(text()).toHaveTextContent('#1 Automation Tool');

    await user.click(screen.getByRole('button', { name: 'Right arrow' }));
    expect(text()).toHaveTextContent('Automation Playground');
    await user.click(screen.getByRole('button', { name: 'Left arrow' }));
    expect(text()).toHaveTextContent('#1 Automation Tool');
    expect(screen.getByRole('button', { name: 'Right arrow' })).toBeInTheDocument();
  });
});
