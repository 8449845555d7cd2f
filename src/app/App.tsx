import { BrowserRouter, useLocation } from 'react-router';
import { isHomePath } from '../shared/catalog';
import { ExerciseRoute } from './ExerciseRoute';
import Home from './Home';
import { ScrollToTop } from './ScrollToTop';

/** The catalog is the route table: home at "/", and every other path asks the catalog. */
function CatalogRoutes() {
  const { pathname } = useLocation();
  return isHomePath(pathname) ? <Home /> : <ExerciseRoute />;
}

/** The app inside a router: the browser's, or a static one when the frame is rendered at build. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <CatalogRoutes />
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

// What src/main.tsx tells useHydrated and loads before hydrating, from the app's own chunk (one
// request fewer).
export { beginHydration, renderingAfresh } from './useHydrated';
export { importBuiltBody } from './pages';
