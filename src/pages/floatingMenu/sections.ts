/** The menu's links and the sections they lead to, in page order. */
export const SECTIONS = [
  { id: 'home', heading: 'Home' },
  { id: 'news', heading: 'News' },
  { id: 'contact', heading: 'Contact' },
  { id: 'about', heading: 'About' },
] as const;

export const PARAGRAPHS_PER_SECTION = 3;
