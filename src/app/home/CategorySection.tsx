import type { Exercise } from '../../shared/catalog';
import type { CategoryGroup } from '../../shared/exerciseList';
import { ExerciseCard } from './ExerciseCard';

interface CategorySectionProps {
  group: CategoryGroup<Exercise>;
}

/** A category's shown cards under "{Category} ({count})"; its id is the category's slug. */
export function CategorySection({ group }: CategorySectionProps) {
  const headingId = `${group.slug}-heading`;
  return (
    <section id={group.slug} aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h4 mb-3">
        {`${group.category} (${group.items.length})`}
      </h2>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3 list-unstyled">
        {group.items.map((exercise) => (
          <li key={exercise.path} className="col">
            <ExerciseCard exercise={exercise} />
          </li>
        ))}
      </ul>
    </section>
  );
}
