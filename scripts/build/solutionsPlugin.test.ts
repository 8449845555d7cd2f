import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exercises } from '../../src/shared/catalog';
import { CODE_CLASS, highlightCss } from './highlight';
import { listSolutions, PROJECT_FILES, SOLUTIONS_DIR, zippedSolutions } from './solutionFiles';
import { readmeHtml, solutionModule } from './solutionsPlugin';
import { solutionsReadme, TABLE_MARKER } from './solutionsReadme';
import { solutionsZip, ZIP_FOLDER } from './solutionsZip';

/** The module's default export, evaluated. */
async function load(code: string, file: string): Promise<{ code: string; html: string }> {
  const source = await solutionModule(code, file);
  const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: { code: string; html: string } })
    .default;
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const PLAYWRIGHT = `// Counter: read a value.
import { expect, test } from '@playwright/test';

test('counts', async ({ page }) => {
  await page.goto('/counter?a=1&b=<2>');
  await expect(page.getByRole('status', { name: "Count" })).toHaveText('0');
});
`;

const SELENIUM = `# Counter: wait for a value.
def test_counts(driver, base_url):
    driver.get(f"{base_url}/counter")  # <go>
`;

describe('solutionModule', () => {
  it('exports the file unchanged and its highlighted markup, whose text is the file', async () => {
    for (const [code, file] of [
      [PLAYWRIGHT, 'counter.spec.ts'],
      [SELENIUM, 'test_counter.py'],
    ] as const) {
      const solution = await load(code, file);
      expect(solution.code).toBe(code);
      expect(solution.html.startsWith(`<pre class="${CODE_CLASS}" tabindex="0"><code>`)).toBe(true);
      expect(textOf(solution.html)).toBe(code.replace(/\n$/, ''));
    }
  });

  it('colours tokens with classes only: the CSP forbids inline styles', async () => {
    const { html } = await load(PLAYWRIGHT, 'counter.spec.ts');
    expect(html).not.toContain('style=');
    const classes = new Set(
      [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')),
    );
    const css = await highlightCss();
    // A keyword, a string and a comment each get their own colour.
    expect(classes.size).toBeGreaterThan(4);
    for (const name of classes) expect(css, name).toContain(`.${name} {`);
  });

  it('tells the languages apart by extension', async () => {
    const asPython = await load('def f(): pass\n', 'test_x.py');
    const asTypeScript = await load('def f(): pass\n', 'x.spec.ts');
    expect(asPython.html).not.toBe(asTypeScript.html);
  });
});

describe('highlightCss', () => {
  it('colours the dark theme under Bootstrap dark mode', async () => {
    const css = await highlightCss();
    expect(css).toMatch(
      /^\.solution-code \{ color: #[0-9a-f]{3,6}; background-color: #[0-9a-f]{3,6}; \}$/m,
    );
    expect(css).toMatch(
      /^\[data-bs-theme='dark'\] \.solution-code \{ color: #[0-9a-f]{3,6}; background-color: #[0-9a-f]{3,6}; \}$/m,
    );
    expect(css).toMatch(
      /^\[data-bs-theme='dark'\] \.hl-d-[0-9a-f]{6} \{ color: #[0-9a-f]{6}; \}$/m,
    );
  });
});

describe('readmeHtml', () => {
  it('drops the title (the frame shows it) and styles tables with Bootstrap', () => {
    const html = readmeHtml('# Reference solutions\n\nIntro.\n\n| a | b |\n| - | - |\n| 1 | 2 |\n');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<p>Intro.</p>');
    expect(html).toContain('<table class="table table-sm">');
  });
});

describe('solutions/README.md and solutions.zip', () => {
  const root = SOLUTIONS_DIR;
  const readme = solutionsReadme(exercises, root);

  it('fills the table of files in, one row per page with all three kinds', () => {
    expect(readme).not.toContain(TABLE_MARKER);
    expect(readme).toContain(
      '| Page | Playwright (TypeScript) | Selenium (Python) | WebdriverIO (TypeScript) |',
    );
    const solutions = listSolutions(root);
    for (const page of new Set(solutions.map((s) => s.page))) {
      const kinds = new Set(solutions.filter((s) => s.page === page).map((s) => s.kind));
      const row = readme.split('\n').find((line) => line.includes(`\`playwright/${page}`));
      expect(row !== undefined, page).toBe(kinds.size === 3);
    }
  });

  it('packs the project files and every solution into one folder', () => {
    const files = zippedSolutions(root);
    const entries = unzipSync(solutionsZip(root, files, readme));
    expect(Object.keys(entries).sort()).toEqual(
      [...PROJECT_FILES, ...files].map((file) => `${ZIP_FOLDER}/${file}`).sort(),
    );
    expect(strFromU8(entries[`${ZIP_FOLDER}/README.md`]!)).toBe(readme);
    expect(JSON.parse(strFromU8(entries[`${ZIP_FOLDER}/package.json`]!))).toMatchObject({
      devDependencies: { '@playwright/test': expect.any(String), '@wdio/cli': expect.any(String) },
    });
    expect(strFromU8(entries[`${ZIP_FOLDER}/requirements.txt`]!)).toMatch(
      /^selenium\b[\s\S]*^pytest\b/m,
    );
  });
});

/** WCAG contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [0, 2, 4].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the highlighted solutions', () => {
  it('colour every token of every solution at 4.5:1 or more on either theme', async () => {
    const css = await highlightCss();
    const background = (dark: boolean) => {
      const rule = new RegExp(
        `^${dark ? "\\[data-bs-theme='dark'\\] " : ''}\\.${CODE_CLASS} \\{ color: #\\w+; background-color: #(\\w+); \\}$`,
        'm',
      );
      const hex = rule.exec(css)![1]!;
      return hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    };
    for (const { file } of listSolutions(SOLUTIONS_DIR)) {
      const { html } = await load(readFileSync(`${SOLUTIONS_DIR}/${file}`, 'utf8'), file);
      for (const [, variant, color] of html.matchAll(/hl-([ld])-([0-9a-f]{6})/g))
        expect(
          contrast(color!, background(variant === 'd')),
          `${file}: #${color}`,
        ).toBeGreaterThanOrEqual(4.5);
    }
  }, 60_000);
});
