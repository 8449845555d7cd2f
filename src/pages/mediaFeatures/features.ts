/** The features the page reads, in table order, each with its values tried in order. */
export const FEATURES = [
  {
    name: 'prefers-color-scheme',
    values: [['dark', '(prefers-color-scheme: dark)']],
    otherwise: 'light',
  },
  {
    name: 'prefers-reduced-motion',
    values: [['reduce', '(prefers-reduced-motion: reduce)']],
    otherwise: 'no-preference',
  },
  { name: 'forced-colors', values: [['active', '(forced-colors: active)']], otherwise: 'none' },
  {
    name: 'prefers-contrast',
    values: [
      ['more', '(prefers-contrast: more)'],
      ['less', '(prefers-contrast: less)'],
      ['custom', '(prefers-contrast: custom)'],
    ],
    otherwise: 'no-preference',
  },
  { name: 'media type', values: [['print', 'print']], otherwise: 'screen' },
] as const satisfies readonly {
  name: string;
  values: readonly (readonly [string, string])[];
  otherwise: string;
}[];

export type FeatureName = (typeof FEATURES)[number]['name'];
export type FeatureValues = Record<FeatureName, string>;

/** Every media query the page listens to. */
export const QUERIES: readonly string[] = FEATURES.flatMap((f) =>
  f.values.map(([, query]) => query),
);

/** Each feature's value: the first of its values whose query matches, else its default. */
export function readFeatures(matches: (query: string) => boolean): FeatureValues {
  return Object.fromEntries(
    FEATURES.map((f) => [f.name, f.values.find(([, query]) => matches(query))?.[0] ?? f.otherwise]),
  ) as FeatureValues;
}

export const LOG_LENGTH = 20;

export interface MediaState {
  values: FeatureValues;
  /** Changes seen since load: one per feature whose value changed. */
  seen: number;
  /** "{feature} changed to {value}", newest first. */
  log: readonly string[];
}

export function initialState(values: FeatureValues): MediaState {
  return { values, seen: 0, log: [] };
}

/** A new reading: each feature whose value differs is a change, logged above the older ones. */
export function withReading(state: MediaState, values: FeatureValues): MediaState {
  const changed = FEATURES.filter((f) => values[f.name] !== state.values[f.name]);
  if (changed.length === 0) return state;
  const lines = changed.map((f) => `${f.name} changed to ${values[f.name]}`);
  return {
    values,
    seen: state.seen + changed.length,
    log: [...lines, ...state.log].slice(0, LOG_LENGTH),
  };
}
