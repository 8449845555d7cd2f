import type { Ref } from 'react';
import { FILTER_MAX_LENGTH } from '../../shared/exerciseFilter';

interface FilterFieldProps {
  value: string;
  /**
   * False until the app has taken over the built field. Disabled until then, so that a script's
   * typing waits for it (Playwright's fill, Selenium's element_to_be_clickable) instead of going
   * into a field whose text the app does not see yet, or into an address a card link leaves.
   */
  ready: boolean;
  onChange: (value: string) => void;
  ref: Ref<HTMLInputElement>;
}

/** The "Filter exercises" search field; Escape empties it. */
export function FilterField({ value, ready, onChange, ref }: FilterFieldProps) {
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
        disabled={!ready}
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
