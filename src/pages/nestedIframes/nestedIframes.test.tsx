import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import FirstIframePage from '../firstIframe';
import { SECOND_IFRAME_HEIGHT_PX } from '../firstIframe/layout';
import FirstIframeSecretPage from '../firstIframeSecret';
import SecondIframePage from '../secondIframe';
import SecondIframeSecretPage from '../secondIframeSecret';
import NestedIframesPage from '.';

const iframe = (title: string) => screen.getByTitle(title);

describe('the nested iframe pages', () => {
  it('/nestedIframes embeds the first iframe page', () => {
    renderPage(<NestedIframesPage />, '/nestedIframes');
    expect(iframe('First iframe')).toHaveAttribute('src', '/nestedIframes/firstIframe');
  });

  it('the first iframe page links "tapioca" and embeds the second in an 800 px container', () => {
    renderPage(<FirstIframePage />);
    const link = screen.getByRole('link', { name: 'tapioca' });
    expect(link).toHaveAttribute('href', './firstIframeSecret');
    const second = iframe('Second iframe');
    expect(second).toHaveAttribute('src', './secondIframe');
    expect(second.parentElement).toHaveStyle({ height: `${SECOND_IFRAME_HEIGHT_PX}px` });
  });

  it('the second iframe page links "samba"', () => {
    renderPage(<SecondIframePage />);
    expect(screen.getByRole('link', { name: 'samba' })).toHaveAttribute(
      'href',
      './secondIframeSecret',
    );
  });

  it('the first secret page shows its message and embeds the second iframe page', () => {
    renderPage(<FirstIframeSecretPage />);
    expect(screen.getByText("You've clicked on the first iframe link!")).toBeInTheDocument();
    expect(iframe('Second iframe')).toHaveAttribute('src', '/nestedIframes/secondIframe');
  });

  it('the second secret page shows its message', () => {
    renderPage(<SecondIframeSecretPage />);
    expect(screen.getByText('You have clicked on the second iframe link!')).toBeInTheDocument();
  });
});
