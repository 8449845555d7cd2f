import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckField, Field, TextField } from './Field';

describe('Field', () => {
  it('names its child control by the label, in a mb-3 div unless told otherwise', () => {
    render(
      <>
        <Field id="colour" label="Colour">
          <select id="colour" className="form-select">
            <option>Green</option>
          </select>
        </Field>
        <Field id="notes" label="Notes" className="">
          <textarea id="notes" />
        </Field>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Colour' });
    expect(select.parentElement).toHaveClass('mb-3', { exact: true });
    expect(screen.getByText('Colour')).toHaveClass('form-label', { exact: true });
    expect(screen.getByRole('textbox', { name: 'Notes' }).parentElement).not.toHaveAttribute(
      'class',
    );
  });
});

describe('TextField', () => {
  it('renders a labelled form-control input and passes its attributes through', () => {
    render(
      <TextField
        id="email"
        label="Email address"
        type="email"
        placeholder="Enter email"
        autoComplete="email"
        readOnly
        value="a@b.c"
      />,
    );
    const input = screen.getByLabelText('Email address');
    expect(input).toBe(screen.getByRole('textbox', { name: 'Email address' }));
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveClass('form-control', { exact: true });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'Enter email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('a@b.c');
    expect(input.parentElement).toHaveClass('mb-3', { exact: true });
  });

  it('takes the wrapper class from fieldClassName', () => {
    render(<TextField id="search" label="Search" type="search" fieldClassName="" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input.parentElement?.tagName).toBe('DIV');
    expect(input.parentElement).not.toHaveAttribute('class');
  });
});

describe('CheckField', () => {
  it('puts the label beside a named checkbox or radio, passing attributes through', () => {
    render(<CheckField id="saul" label="Better call Saul" type="checkbox" name="saul" />);
    const box = screen.getByRole('checkbox', { name: 'Better call Saul' });
    expect(box).toHaveAttribute('id', 'saul');
    expect(box).toHaveAttribute('name', 'saul');
    expect(box).toHaveClass('form-check-input', { exact: true });
    expect(box.parentElement).toHaveClass('form-check', { exact: true });
  });
});
