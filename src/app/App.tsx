import { BrowserRouter, Route, Routes } from 'react-router';
import { HOME_PATH } from '../catalog';
import { ExerciseRoute } from './ExerciseRoute';
import Home from './Home';
import { ScrollToTop } from './ScrollToTop';

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Routes>
        <Route path={HOME_PATH} element={<Home />} />
        <Route path="*" element={<ExerciseRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
