import type { Server } from '../http.js';
import type { Shell } from '../shell.js';
import type { PagesConfig } from './config.js';
import { loadDelayRoutes } from './loadDelay.js';
import { redirectRoutes } from './redirect.js';
import { statusCodesRoutes } from './statusCodes.js';

export interface PageRoutesOptions {
  /** The app shell sender (server/shell.ts) that answers page requests. */
  shell: Shell;
  config: PagesConfig;
}

/**
 * Page requests whose server answer is the exercise (a status, a redirect, a delay); every other
 * page is the site's ordinary page fallback. Their catalog entries carry `fullPageLoad`.
 */
export async function pageRoutes(app: Server, { shell, config }: PageRoutesOptions) {
  statusCodesRoutes(app, shell);
  redirectRoutes(app);
  loadDelayRoutes(app, shell, config.loadDelay);
}
