import type { Exercise } from '../shared/catalog';

/** What the router hands every page: the catalog entry the path matched. */
export interface PageProps {
  exercise: Exercise;
}
