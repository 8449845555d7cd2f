// Some CommonJS dependencies (react-phone-input-2's bundled lodash and webpack runtime) find the
// global object with `Function("return this")()`. That is an eval, which the CSP forbids (no
// 'unsafe-eval'): Chrome reports a violation even where the code catches the error. `globalThis`
// is the same object in every browser the site supports.
import type { Plugin } from 'vite';

const GLOBAL_BY_EVAL = /(?:new\s+)?Function\(\s*(["'`])return this\1\s*\)\(\)/g;

/** The code with every `Function("return this")()` replaced by `globalThis`. */
export function withoutGlobalEval(code: string): string {
  return code.replace(GLOBAL_BY_EVAL, 'globalThis');
}

/** Applies `withoutGlobalEval` to the dependencies (node_modules) that need it. */
export function globalThisPlugin(): Plugin {
  return {
    name: 'global-this',
    transform(code, id) {
      if (!id.includes('/node_modules/') || !code.includes('return this')) return null;
      const replaced = withoutGlobalEval(code);
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}
