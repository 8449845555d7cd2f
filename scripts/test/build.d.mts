// Types of build.mjs, for the TypeScript tests.

export const BUILD_STAMP: string;

export function buildIsStale(root?: string, options?: { ignore?: string[] }): boolean;
