export const COUNTRIES = ['USA', 'Germany', 'Brazil', 'Russia'] as const;
export const RADIO_OPTIONS = ['ONE', 'TWO', 'THREE'] as const;
export const INTERESTS = [
  { name: 'better_call_saul', label: 'Better call Saul' },
  { name: 'drop_the_phone', label: 'Drop the phone' },
  { name: 'wazzzup', label: 'Wazzzup!' },
] as const;
export const READ_ONLY_TEXT = 'This value must be the same';
const NO_VALUE = 'no value';

type Interest = (typeof INTERESTS)[number]['name'];

export interface FormState {
  email: string;
  password: string;
  description: string;
  color: string;
  country: (typeof COUNTRIES)[number];
  checkboxes: Record<Interest, boolean>;
  optionsRadios: (typeof RADIO_OPTIONS)[number];
  /** Digits only. */
  phone: string;
}

export const INITIAL_STATE: FormState = {
  email: '',
  password: '',
  description: '',
  color: '',
  country: 'USA',
  checkboxes: { better_call_saul: false, drop_the_phone: false, wazzzup: false },
  optionsRadios: 'ONE',
  phone: '',
};

export type Line = readonly [name: string, value: string];

const shown = (value: string) => (value === '' ? NO_VALUE : value);

/** The lines of the result box, in the spec's order. */
export function resultLines(state: FormState): Line[] {
  return [
    ['email', shown(state.email)],
    ['password', shown(state.password)],
    ['ro', READ_ONLY_TEXT],
    ['desc', shown(state.description)],
    ['color', shown(state.color)],
    ['country', state.country],
    ['optionsRadios', state.optionsRadios],
    ['phone', shown(state.phone)],
  ];
}

/** The checked boxes as "name: checked" lines; empty when none is checked. */
export function checkedLines(checkboxes: FormState['checkboxes']): Line[] {
  return INTERESTS.filter(({ name }) => checkboxes[name]).map(({ name }) => [name, 'checked']);
}
