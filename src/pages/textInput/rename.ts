export const INITIAL_BUTTON_NAME = 'Button that takes the typed name';

export type RenameOutcome =
  { renamed: false; status: string } | { renamed: true; name: string; status: string };

/**
 * What a click on the button does with the field's value, given the value the last trusted input
 * event left (`typed`; null before any): only a value that real typing produced renames it.
 */
export function renameOutcome(value: string, typed: string | null): RenameOutcome {
  if (value.trim() === '') return { renamed: false, status: 'Type a name first.' };
  if (value !== typed) {
    return { renamed: false, status: 'The text was not typed, so the button keeps its name.' };
  }
  return { renamed: true, name: value, status: `Button renamed to ${value}.` };
}
