import type { Ref } from 'react';
import { FILTER_MAX_LENGTH } from '../../shared/exerciseFilter';

interface FilterFieldProps {
  value: string;
  onChange: (value: string) => void;
  ref: Ref<HTMLInputElement>;
}

/** The "Filter exercises" search field; Escape empties it. */
export function FilterField({ value, onChange, ref }: FilterFieldProps) {
  return (
    <div role="search" className="mb-2">
      <label htmlFor="exercise-filter" className="form-label">
        Filter exercises
      </label>
      <input
        ref={ref}
        id="exercise-filter"
        type="search"
        className="form-control"
        placeholder="Type to filter by title or description"
        autoComplete="off"
        maxLength={FILTER_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
    </div>
  );
}
