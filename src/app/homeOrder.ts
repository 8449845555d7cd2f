import { exercises, type Exercise } from '../shared/catalog';

/** The paths of the listed exercises in home order (listedInHomeOrder), put in by the build. */
declare const __HOME_ORDER__: readonly string[];

const byPath = new Map(exercises.map((exercise) => [exercise.path, exercise]));

/** The exercises that have a home card, in home order, without sorting at the page's start. */
export const listedInOrder: readonly Exercise[] = __HOME_ORDER__.map((path) => byPath.get(path)!);
