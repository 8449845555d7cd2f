// The frame of a route (header, title, description, Go Back, the body's placeholder; footer on
// home) rendered to HTML at build time. Loaded in Node by the route-html plugin through Vite
// (ssrLoadModule), so it resolves the app's virtual modules and styles as the client build does;
// never part of the client bundle.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../../src/app/App';

/** The markup of `#root` for a path, as the client's first (hydrating) render makes it. */
export function renderFrame(path: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
