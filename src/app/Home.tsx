import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { applyFilter, cutFilter } from '../shared/exerciseFilter';
import { groupByCategory } from '../shared/exerciseList';
import { Frame } from './Frame';
import { listedInOrder } from './homeOrder';
import { CategorySection } from './home/CategorySection';
import { FilterField } from './home/FilterField';
import { filterFromSearch, useFilterInUrl } from './home/filterInUrl';
import { NoMatch } from './home/NoMatch';
import { SITE_DESCRIPTION, SITE_NAME } from './site';
import { useHydrated } from './useHydrated';

/**
 * The filter field, the count, and the shown cards grouped by category. The build renders every
 * card with an empty field (it cannot know a `?q=`), and hydration renders the same; the filter
 * applies right after, in the same elements (nothing is mounted again, so nothing below moves).
 */
function FilteredExercises({ initialFilter }: { initialFilter: string }) {
  const hydrated = useHydrated();
  // null while hydrating: no filter applied yet, the address left as it is by the app (the page's
  // script keeps it equal to what is typed, see FilterField).
  const [applied, setFilter] = useState<string | null>(hydrated ? initialFilter : null);
  const filter = applied ?? '';
  useFilterInUrl(applied);
  const fieldRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => applyFilter(listedInOrder, filter), [filter]);

  // Once hydrated: the text typed into the built field before the app ran (React keeps it in the
  // field but sees no change for it), or else the address's ?q=. A transition: React renders
  // every card again in slices that yield to the browser, not in one long task.
  useLayoutEffect(() => {
    if (applied !== null) return;
    const typed = fieldRef.current?.value ?? '';
    startTransition(() => setFilter(typed === '' ? initialFilter : cutFilter(typed)));
  }, [applied, initialFilter]);

  const clearFilter = () => {
    setFilter('');
    fieldRef.current?.focus();
  };

  return (
    <>
      <FilterField
        ref={fieldRef}
        value={filter}
        appRunning={applied !== null}
        onChange={(value) => setFilter(cutFilter(value))}
      />
      <p role="status" className="text-body-secondary">
        {`Showing ${shown.length} of ${listedInOrder.length} exercises`}
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
  const hydrated = useHydrated();

  // A link to a section (/#media) lands on it. On a load the browser has already started its own
  // jump in the built HTML; this one, once hydrated and filtered, retargets it to where the section
  // now is (same place when there is no ?q=). In the app, ScrollToTop has just scrolled the new
  // page to its top. Both scroll as the stylesheet says (smoothly): an instant scroll while the
  // browser's smooth jump runs lands beyond the section in Chromium.
  useEffect(() => {
    if (hydrated && hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    }
  }, [hash, hydrated]);

  return (
    <Frame title={SITE_NAME} description={SITE_DESCRIPTION} isHome>
      {/* A navigation to home (logo link, Back) starts from its ?q=; typing only replaces it. */}
      <FilteredExercises key={key} initialFilter={filterFromSearch(search)} />
    </Frame>
  );
}
