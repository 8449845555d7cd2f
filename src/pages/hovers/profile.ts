/** The users whose avatars the page shows. */
export const USERS = [1, 2, 3] as const;

/** The user `?profile=` asks for (1 to 3), or undefined for anything else. */
export function profileFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('profile');
  if (raw === null || !/^[1-3]$/.test(raw)) return undefined;
  return Number(raw);
}

export function userName(n: number): string {
  return `user${n}`;
}
