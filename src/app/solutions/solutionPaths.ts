/** Where a page's reference solutions live, in the repository's solutions/ folder and on the site. */
export type SolutionKind = 'playwright' | 'selenium';

export const SOLUTION_KINDS: readonly SolutionKind[] = ['playwright', 'selenium'];

/** A page's solution file of each kind, relative to the solutions folder. */
export function solutionFile(kind: SolutionKind, page: string): string {
  return kind === 'playwright' ? `playwright/${page}.spec.ts` : `selenium/test_${page}.py`;
}
