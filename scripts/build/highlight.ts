import { createHighlighter, type ThemedTokenWithVariants } from 'shiki';

/**
 * Build-time syntax highlighting of the reference solutions. The CSP forbids inline styles
 * (`style-src 'self'`), so instead of shiki's `style` attributes each token gets classes named
 * after its colour in either theme, and `highlightCss()` is the stylesheet that colours them.
 */
// Both themes' token colours read at 4.5:1 on their backgrounds (WCAG AA; github-light's orange does not).
export const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-default' } as const;

export type SolutionLang = 'typescript' | 'python';

/** The class of the highlighted <pre>, for the stylesheet and the page. */
export const CODE_CLASS = 'solution-code';

const DARK = "[data-bs-theme='dark']";

// Shiki's FontStyle bit flags.
const FONT_STYLES = [
  { bit: 1, name: 'i', css: 'font-style: italic' },
  { bit: 2, name: 'b', css: 'font-weight: bold' },
  { bit: 4, name: 'u', css: 'text-decoration: underline' },
  { bit: 8, name: 's', css: 'text-decoration: line-through' },
] as const;

let highlighter: ReturnType<typeof createHighlighter> | undefined;
const getHighlighter = () =>
  (highlighter ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: ['typescript', 'python'],
  }));

const hex = (color: string) => color.replace('#', '').toLowerCase();
const colorClass = (variant: 'l' | 'd', color: string) => `hl-${variant}-${hex(color)}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every foreground colour a theme can give a token, lower-case. */
async function palette(theme: string): Promise<{ fg: string; bg: string; colors: Set<string> }> {
  const resolved = (await getHighlighter()).getTheme(theme);
  const colors = new Set([hex(resolved.fg)]);
  for (const rule of resolved.settings) {
    if (rule.settings.foreground) colors.add(hex(rule.settings.foreground));
  }
  return { fg: hex(resolved.fg), bg: hex(resolved.bg), colors };
}

type Palettes = { light: Set<string>; dark: Set<string> };

function tokenClasses(token: ThemedTokenWithVariants, palettes: Palettes): string[] {
  const light = token.variants.light;
  const dark = token.variants.dark;
  // highlightCss() colours the themes' palettes only: any other colour would go unstyled.
  if (!light?.color || !palettes.light.has(hex(light.color)))
    throw new Error(`Token "${token.content}" has no light colour of the palette`);
  if (!dark?.color || !palettes.dark.has(hex(dark.color)))
    throw new Error(`Token "${token.content}" has no dark colour of the palette`);
  const classes = [colorClass('l', light.color), colorClass('d', dark.color)];
  // The two themes style the same scopes alike; a style only one theme gives is left out.
  const shared = (light.fontStyle ?? 0) & (dark.fontStyle ?? 0);
  for (const style of FONT_STYLES) if (shared & style.bit) classes.push(`hl-${style.name}`);
  return classes;
}

/** The code as a focusable <pre> (it may scroll) of class-coloured tokens. */
export async function highlight(code: string, lang: SolutionLang): Promise<string> {
  const palettes = {
    light: (await palette(THEMES.light)).colors,
    dark: (await palette(THEMES.dark)).colors,
  };
  const lines = (await getHighlighter()).codeToTokensWithThemes(code.replace(/\n$/, ''), {
    lang,
    themes: THEMES,
  });
  const html = lines.map((tokens) =>
    tokens
      .map((token) => {
        if (!token.content.trim()) return escapeHtml(token.content);
        const classes = tokenClasses(token, palettes).join(' ');
        return `<span class="${classes}">${escapeHtml(token.content)}</span>`;
      })
      .join(''),
  );
  return `<pre class="${CODE_CLASS}" tabindex="0"><code>${html.join('\n')}</code></pre>`;
}

/** The stylesheet for `highlight()`'s classes: the light theme, and the dark one under Bootstrap's dark mode. */
export async function highlightCss(): Promise<string> {
  const light = await palette(THEMES.light);
  const dark = await palette(THEMES.dark);
  const rules = [
    `.${CODE_CLASS} { margin: 0; padding: 1rem; overflow: auto; border-radius: var(--bs-border-radius); }`,
    `.${CODE_CLASS} { color: #${light.fg}; background-color: #${light.bg}; }`,
    `${DARK} .${CODE_CLASS} { color: #${dark.fg}; background-color: #${dark.bg}; }`,
    ...[...light.colors].map((c) => `.${colorClass('l', c)} { color: #${c}; }`),
    ...[...dark.colors].map((c) => `${DARK} .${colorClass('d', c)} { color: #${c}; }`),
    ...FONT_STYLES.map((s) => `.hl-${s.name} { ${s.css}; }`),
  ];
  return rules.join('\n') + '\n';
}
