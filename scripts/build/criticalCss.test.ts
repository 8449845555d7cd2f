import { describe, expect, it } from 'vitest';
import { criticalCss } from './criticalCss';

const CSS = [
  ':root,[data-bs-theme=light]{--bs-body-color:#212529}',
  '[data-bs-theme=dark]{--bs-body-color:#dee2e6}',
  '.btn{padding:1rem}',
  '.btn:hover{color:red}',
  '[data-bs-theme=dark] .btn{color:#fff}',
  '.modal{position:fixed}',
  'body:not(:has(>#root+noscript)) #root{visibility:hidden}',
  '@media (min-width:576px){.container{max-width:540px}.table{width:100%}}',
].join('');

describe('criticalCss', () => {
  it("keeps the rules of the frames' elements and of #root that holds them, their states and both themes; drops the rest", async () => {
    const css = await criticalCss(CSS, [
      '<header><button class="btn">Dark mode</button></header>',
      '<main class="container"><h1>Counter</h1></main>',
    ]);
    expect(css).toContain(':root{--bs-body-color:#212529}');
    expect(css).toContain('[data-bs-theme=dark]{--bs-body-color:#dee2e6}');
    expect(css).toContain('.btn{padding:1rem}');
    expect(css).toContain('.btn:hover{color:red}');
    expect(css).toContain('[data-bs-theme=dark] .btn{color:#fff}');
    expect(css).toMatch(/@media \(min-width:\s?576px\)\{\.container\{max-width:540px\}\}/);
    expect(css).toContain('body:not(:has(>#root+noscript)) #root{visibility:hidden}');
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('.table');
  });
});
