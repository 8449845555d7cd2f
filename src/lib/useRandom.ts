import { useState } from 'react';
import { useLocation } from 'react-router';
import { createRandom, seedFromSearch, type Random } from './random';

/** The page's random source, created once per visit from the URL's `?seed=`. */
export function useRandom(): Random {
  const { search } = useLocation();
  const [random] = useState(() => createRandom(seedFromSearch(search)));
  return random;
}
