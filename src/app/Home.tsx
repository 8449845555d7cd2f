import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { applyFilter, cutFilter } from '../shared/exerciseFilter';
import { groupByCategory, listedInHomeOrder } from '../shared/exerciseList';
import { Frame } from './Frame';
import { CategorySection } from './home/CategorySection';
import { FilterField } from './home/FilterField';
import { filterFromSearch, useFilterInUrl } from './home/filterInUrl';
import { NoMatch } from './home/NoMatch';
import { SITE_DESCRIPTION, SITE_NAME } from './site';

const listed = listedInHomeOrder();

/** The filter field, the count, and the shown cards grouped by category. */
function FilteredExercises({ initialFilter }: { initialFilter: string }) {
  const [filter, setFilter] = useState(initialFilter);
  useFilterInUrl(filter);
  const fieldRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => applyFilter(listed, filter), [filter]);

  const clearFilter = () => {
    setFilter('');
    fieldRef.current?.focus();
  };

  return (
    <>
      <FilterField
        ref={fieldRef}
        value={filter}
        onChange={(value) => setFilter(cutFilter(value))}
      />
      <p role="status" className="text-body-secondary">
        {`Showing ${shown.length} of ${listed.length} exercises`}
      </p>
      {shown.length === 0 ? (
        <NoMatch filter={filter.trim()} onClear={clearFilter} />
      ) : (
        groupByCategory(shown).map((group) => <CategorySection key={group.slug} group={group} />)
      )}
    </>
  );
}

/** The home page: every listed exercise, in sections by category, with a filter. */
export default function Home() {
  const { key, search, hash } = useLocation();

  // The app scrolls every new page to its top; a link to a section (/#media) still jumps to it.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <Frame title={SITE_NAME} description={SITE_DESCRIPTION} isHome>
      {/* A navigation to home (logo link, Back) starts from its ?q=; typing only replaces it. */}
      <FilteredExercises key={key} initialFilter={filterFromSearch(search)} />
    </Frame>
  );
}
