import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render';
import PdfPreviewPage from '.';

it('opens the PDF in a new tab without opener or referrer, and does not show its address', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  renderPage(<PdfPreviewPage />);
  expect(screen.getByRole('heading', { name: 'Sample PDF Preview' })).toBeInTheDocument();
  await userEvent.click(screen.getByTestId('pdf-preview-btn'));
  expect(open).toHaveBeenCalledWith(
    expect.stringMatching(/\.pdf$/),
    '_blank',
    'noopener,noreferrer',
  );
  expect(document.body.textContent).not.toContain('.pdf');
  open.mockRestore();
});
