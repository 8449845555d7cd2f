import type { Ref } from 'react';
import { FILTER_MAX_LENGTH } from '../../shared/exerciseFilter';
import { FILTER_PARAM } from './filterInUrl';

interface FilterFieldProps {
  value: string;
  /**
   * False until the app has taken over the built field. Until then the field is marked with
   * `data-address-param`, and the page's own script (public/start.js) writes what is typed into
   * `?q=`, as the app does later: a card followed before the app runs leaves an address that Back
   * returns to with the filter.
   */
  appRunning: boolean;
  onChange: (value: string) => void;
  ref: Ref<HTMLInputElement>;
}

/** The "Filter exercises" search field; Escape empties it. */
export function FilterField({ value, appRunning, onChange, ref }: FilterFieldProps) {
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
        data-address-param={appRunning ? undefined : FILTER_PARAM}
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
