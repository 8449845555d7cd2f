import { describe, expect, it } from 'vitest';
import { withoutGlobalEval } from './globalThisPlugin';

describe('withoutGlobalEval', () => {
  it('replaces each way of reaching the global object through Function', () => {
    expect(withoutGlobalEval('s=u||c||Function("return this")(),l=1')).toBe(
      's=u||c||globalThis,l=1',
    );
    expect(withoutGlobalEval("try{r=r||new Function('return this')()}catch(e){}")).toBe(
      'try{r=r||globalThis}catch(e){}',
    );
    expect(withoutGlobalEval('a=Function(`return this`)();b=Function("return this")()')).toBe(
      'a=globalThis;b=globalThis',
    );
  });

  it('leaves any other use of Function alone', () => {
    const code = 'var f=Function("a","return a")(1);var g=Function("return that")();';
    expect(withoutGlobalEval(code)).toBe(code);
  });
});
