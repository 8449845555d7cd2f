// Types of what the TypeScript tests use from cases.mjs.
import type { Request } from 'autocannon';

/** Server settings for a load run: rate limits out of the way. */
export const UNLIMITED: Record<string, string>;
/** The main JS chunk's path (the largest the app starts with): a hashed asset. */
export function mainChunkPath(clientDir?: string): string;
export const appShell: Request[];
export function hashedAsset(path: string): Request[];
export const sendEmail: Request[];
