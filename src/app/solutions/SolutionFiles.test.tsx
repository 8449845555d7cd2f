import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findExercise } from '../../shared/catalog';
import { renderPage } from '../../test/render';
import { SolutionFiles, type LoadedGroup } from './SolutionFiles';

const file = (path: string, code: string) => ({
  path: `/solutions/${path}`,
  solution: { code, html: `<pre class="solution-code"><code>${code}</code></pre>` },
});

const GROUPS: LoadedGroup[] = [
  {
    exercise: findExercise('/shop/bugs')!,
    files: [file('playwright/shopBugs.spec.ts', '// Shop Bug Hunt: open a details element.\n')],
  },
  {
    exercise: findExercise('/shop')!,
    files: [
      file('playwright/shop/tc14.spec.ts', '// Practice Shop: TC14 Order totals.\n'),
      file('playwright/shop/pages/CartPage.ts', "import { type Page } from '@playwright/test';\n"),
    ],
  },
];

describe('SolutionFiles', () => {
  it("lists this page's file, then the suite it shares, each file by its path and technique", () => {
    renderPage(<SolutionFiles page="shopBugs" groups={GROUPS} />);
    const own = screen.getByRole('region', { name: 'This page' });
    expect(
      within(own).getByText('playwright/shopBugs.spec.ts').closest('summary'),
    ).toHaveTextContent('playwright/shopBugs.spec.ts: open a details element.');
    const shared = screen.getByRole('region', { name: 'The suite of Practice Shop' });
    expect(within(shared).getByRole('link', { name: 'Practice Shop' })).toHaveAttribute(
      'href',
      '/shop',
    );
    const summaries = [...shared.querySelectorAll('summary')].map((s) => s.textContent);
    expect(summaries).toEqual([
      'playwright/shop/tc14.spec.ts: TC14 Order totals.',
      'playwright/shop/pages/CartPage.ts',
    ]);
  });

  it('opens a file on its Copy, Download and code', () => {
    renderPage(<SolutionFiles page="shopBugs" groups={GROUPS} />);
    const summary = screen.getByText('playwright/shop/pages/CartPage.ts');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(within(details).getByRole('link', { name: 'Download CartPage.ts' })).toHaveAttribute(
      'href',
      '/solutions/playwright/shop/pages/CartPage.ts',
    );
    expect(within(details).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('needs no headings for one page alone', () => {
    renderPage(<SolutionFiles page="shop" groups={GROUPS.slice(1)} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
