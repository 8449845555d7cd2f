/** How long each change takes after its button is clicked. */
export const CHANGE_DELAY_MS = 3000;

export const WORKING_TEXT = 'Working on it…';

/** The texts of one section: its button's label and the message after each change. */
export interface ToggleTexts {
  /** Button label while the control is present / enabled. */
  buttonWhenOn: string;
  /** Button label while the control is removed / disabled. */
  buttonWhenOff: string;
  /** Message once the control has become present / enabled. */
  messageWhenOn: string;
  /** Message once the control has become removed / disabled. */
  messageWhenOff: string;
}

export const CHECKBOX_TEXTS: ToggleTexts = {
  buttonWhenOn: 'Remove',
  buttonWhenOff: 'Add',
  messageWhenOn: 'The checkbox is back.',
  messageWhenOff: 'The checkbox is gone.',
};

export const FIELD_TEXTS: ToggleTexts = {
  buttonWhenOn: 'Disable',
  buttonWhenOff: 'Enable',
  messageWhenOn: 'The field is enabled.',
  messageWhenOff: 'The field is disabled.',
};

/** The label of a section's button for the control's current state. */
export function buttonLabel(texts: ToggleTexts, on: boolean): string {
  return on ? texts.buttonWhenOn : texts.buttonWhenOff;
}

/** The message shown once the control has reached the state `on`. */
export function messageAfterChange(texts: ToggleTexts, on: boolean): string {
  return on ? texts.messageWhenOn : texts.messageWhenOff;
}
