import { CATEGORIES, type Category } from '../../src/shared/catalog.js';
import { applyFilter, FILTER_MAX_LENGTH } from '../../src/shared/exerciseFilter.js';
import { listedInHomeOrder } from '../../src/shared/exerciseList.js';

export const MESSAGES = {
  qTooLong: `q may have at most ${FILTER_MAX_LENGTH} characters.`,
  unknownCategory: (value: string) =>
    `Unknown category: ${value}. Use one of: ${CATEGORIES.join(', ')}.`,
  repeated: (name: string) => `${name} may be given only once.`,
} as const;

export interface ListedExercise {
  path: string;
  title: string;
  description: string;
  category: Category;
}

export interface ExerciseList {
  count: number;
  exercises: ListedExercise[];
}

const homeList: readonly ListedExercise[] = listedInHomeOrder().map(
  ({ path, title, description, category }) => ({ path, title, description, category }),
);

/** The home cards a filter and a category leave (both optional, combined with AND). */
export function exerciseList(q = '', category?: Category): ExerciseList {
  const inCategory = category ? homeList.filter((e) => e.category === category) : homeList;
  const shown = applyFilter(inCategory, q);
  return { count: shown.length, exercises: shown };
}
