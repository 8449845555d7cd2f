/** The five underline examples: which pseudo rules each wrapper carries, and what they show. */
export interface UnderlineExample {
  id: 't1' | 't2' | 't3' | 't4' | 't5';
  heading: string;
  explanation: string;
}

const PSEUDO_AFTER = 'pseudo :after is visible and will be used';
const PSEUDO_BEFORE = 'pseudo :before is visible and will be used';
const OWN_PROPERTY = "element's property is visible and will be used";

export const UNDERLINE_EXAMPLES: readonly UnderlineExample[] = [
  {
    id: 't1',
    heading: `T1: ${PSEUDO_AFTER}`,
    explanation:
      'Both ::before and ::after draw a line over the field’s own underline; ::after comes last, so its orange line is the one you see.',
  },
  {
    id: 't2',
    heading: `T2: ${PSEUDO_BEFORE}`,
    explanation: 'Only ::before draws a line over the field’s own underline, so you see yellow.',
  },
  {
    id: 't3',
    heading: `T3: ${OWN_PROPERTY}`,
    explanation:
      'Both pseudo-elements are positioned but have neither left nor right, so they have no width: the green border of the wrapper shows.',
  },
  {
    id: 't4',
    heading: `T4: ${OWN_PROPERTY}`,
    explanation:
      'The pseudo-elements set left and right but are not positioned, so those do nothing: the green border shows.',
  },
  {
    id: 't5',
    heading: `T5: ${OWN_PROPERTY}`,
    explanation:
      'The pseudo-elements carry text, drawn beside the field with their own underlines; the field keeps the green one.',
  },
];

/** The rows of the company table in T6. */
export const COMPANIES = [
  { id: 1, name: 'Island Trading', country: 'Germany' },
  { id: 2, name: 'Ernst Handel', country: 'Austria' },
] as const;
