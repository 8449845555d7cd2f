import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OCR_IMAGE, OCR_TEXT_LINES } from '../../lib/media';
import { renderPage } from '../../test/render';
import OcrCheckPage from '.';

describe('OcrCheckPage', () => {
  it('shows the image of text with its alt text and natural size', () => {
    renderPage(<OcrCheckPage />);
    const image = screen.getByRole('img', { name: 'OCR Text Example' });
    expect(image).toHaveAttribute('src', OCR_IMAGE.src);
    expect(image).toHaveAttribute('width', String(OCR_IMAGE.width));
    expect(image).toHaveAttribute('height', String(OCR_IMAGE.height));
  });
});

describe('the OCR answer for testers', () => {
  it('is recorded in docs/pages.md exactly as the image prints it', () => {
    const pages = readFileSync('docs/pages.md', 'utf8');
    expect(pages).toContain('```\n' + OCR_TEXT_LINES.join('\n') + '\n```');
  });
});
