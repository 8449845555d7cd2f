import { memo } from 'react';
import { Link } from 'react-router';
import type { Exercise } from '../../shared/catalog';
import { spriteUrl } from 'virtual:icons/cards';
import { SpriteIcon } from '../Icon';

/**
 * One exercise's card: icon, title linking to the page, description. Memoised: a new filter
 * does not render again the cards it keeps.
 */
export const ExerciseCard = memo(function ExerciseCard({ exercise }: { exercise: Exercise }) {
  return (
    <article className="card h-100 shadow-sm">
      <div className="card-body">
        <h3 className="card-title h5 d-flex align-items-center gap-2">
          <span className="text-primary">
            <SpriteIcon href={`${spriteUrl}#${exercise.icon}`} size={24} />
          </span>
          <Link
            to={exercise.path}
            reloadDocument={exercise.fullPageLoad}
            className="stretched-link text-decoration-none"
          >
            {exercise.title}
          </Link>
        </h3>
        <p className="card-text text-body-secondary">{exercise.description}</p>
      </div>
    </article>
  );
});
