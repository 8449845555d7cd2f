export const TARGET_TYPES = ['Button', 'Input', 'Textarea', 'Select', 'Label'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

export const STATES = ['hidden', 'disabled', 'read-only', 'covered', 'zero-size'] as const;
export type TargetState = (typeof STATES)[number];

/** How long a state holds before the target is restored. */
export const STATE_MS = 3000;

/** The button that applies each state. */
export const STATE_BUTTONS: Record<TargetState, string> = {
  hidden: 'Hide for 3 s',
  disabled: 'Disable for 3 s',
  'read-only': 'Make read-only for 3 s',
  covered: 'Cover for 3 s',
  'zero-size': 'Shrink to zero for 3 s',
};

export const READY = 'Ready.';
export const RESTORED = 'Target restored.';

export function stateStatus(state: TargetState): string {
  return `Target is ${state} for 3 s.`;
}

/** Read-only exists only for text fields, and a label cannot be disabled. */
export function stateApplies(state: TargetState, type: TargetType): boolean {
  if (state === 'read-only') return type === 'Input' || type === 'Textarea';
  if (state === 'disabled') return type !== 'Label';
  return true;
}

/** The class that puts the target in a state: the cover is an element of its own. */
export function stateClass(state: TargetState | undefined): string | undefined {
  if (state === 'hidden') return 'auto-wait--hidden';
  if (state === 'zero-size') return 'auto-wait--zero-size';
  return undefined;
}

export function isTargetType(value: string): value is TargetType {
  return (TARGET_TYPES as readonly string[]).includes(value);
}

/** The visible label of a form control target (a button or a label names itself). */
export function targetLabel(type: TargetType): string | undefined {
  if (type === 'Input' || type === 'Textarea') return 'Target text';
  if (type === 'Select') return 'Target select';
  return undefined;
}
