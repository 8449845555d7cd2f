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

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <CatalogRoutes />
    </BrowserRouter>
  );
}
