import type { ComponentProps, ReactNode } from 'react';

interface FieldProps {
  /** The control's id, which the label points to. */
  id: string;
  label: ReactNode;
  /** The control itself: a textarea, a select or any control rendered with `id`. */
  children: ReactNode;
  /** The wrapping div's class: `mb-3` unless given; `''` renders a bare div. */
  className?: string;
}

/** A Bootstrap form label above its control, in one div: the label names the control by `id`. */
export function Field({ id, label, children, className = 'mb-3' }: FieldProps) {
  return (
    <div className={className || undefined}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: ReactNode;
  /** The wrapping div's class, as Field's `className`. */
  fieldClassName?: string;
};

/** A labelled `form-control` input; every other input attribute passes through to the input. */
export function TextField({ id, label, fieldClassName, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} className={fieldClassName}>
      <input id={id} className="form-control" {...input} />
    </Field>
  );
}

type CheckFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: ReactNode;
};

/** A checkbox or radio (`type`) with its label beside it, in Bootstrap's form-check layout. */
export function CheckField({ id, label, ...input }: CheckFieldProps) {
  return (
    <div className="form-check">
      <input id={id} className="form-check-input" {...input} />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}
