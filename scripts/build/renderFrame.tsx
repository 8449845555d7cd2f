// A route's `#root` rendered to HTML at build time: the frame (header, title, description; on an
// exercise Go Back and the body's placeholder, or the body itself when it is static; on home its
// filter field, count, every card and the footer).
// Loaded in Node by the route-html plugin through Vite (ssrLoadModule), so it resolves the app's
// virtual modules and styles as the client build does; never part of the client bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../../src/app/App';
import { importBuiltBody } from '../../src/app/pages';

/** The markup of `#root` for a path, as the client's first (hydrating) render makes it. */
export async function renderFrame(path: string): Promise<string> {
  await importBuiltBody(path);
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
