import { useEffect, useState } from 'react';

/**
 * The cards' icons, fetched once home has rendered: they are home's alone, and in the entry chunk
 * every page would load them.
 */
export function useCardIcons(): Record<string, string> {
  const [icons, setIcons] = useState<Record<string, string>>({});
  useEffect(() => {
    void import('virtual:icons/cards').then((module) => setIcons(module.icons));
  }, []);
  return icons;
}
