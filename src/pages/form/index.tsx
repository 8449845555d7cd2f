import { useState, type FormEvent } from 'react';
import { CheckField, Field, TextField } from '../../lib/Field';
import { PhoneField } from './PhoneField';
import {
  checkedLines,
  COUNTRIES,
  INITIAL_STATE,
  INTERESTS,
  RADIO_OPTIONS,
  READ_ONLY_TEXT,
  resultLines,
  type FormState,
  type Line,
} from './result';

const EXTRA_INPUTS = 3;

/** "name: value" lines; multi-line values keep their line breaks. */
function Lines({ lines }: { lines: readonly Line[] }) {
  return (
    <ul className="list-unstyled mb-0 text-break">
      {lines.map(([name, value]) => (
        <li key={name} style={{ whiteSpace: 'pre-wrap' }}>
          {name}: {value}
        </li>
      ))}
    </ul>
  );
}

function Result({ state }: { state: FormState }) {
  const checked = checkedLines(state.checkboxes);
  return (
    <section className="card" aria-labelledby="result-heading">
      <div className="card-body">
        <h2 id="result-heading" className="h5 card-title">
          Submitted values
        </h2>
        <Lines lines={resultLines(state)} />
        {checked.length > 0 && (
          <>
            <h3 className="h6 mt-3">checkboxes</h3>
            <Lines lines={checked} />
          </>
        )}
      </div>
    </section>
  );
}

/** An example form with various input types; Submit replaces it with the values entered. */
export default function FormPage() {
  const [state, setState] = useState<FormState>(INITIAL_STATE);
  const [submitted, setSubmitted] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));

  if (submitted) return <Result state={state} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <form onSubmit={submit} className="col-lg-8">
      <TextField
        id="form-email"
        label="Email address"
        type="email"
        placeholder="Email"
        value={state.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        id="form-password"
        label="Password"
        type="password"
        value={state.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <TextField id="form-ro" label="Read-only" readOnly value={READ_ONLY_TEXT} />
      <Field id="form-description" label="Description">
        <textarea
          id="form-description"
          className="form-control"
          rows={5}
          value={state.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </Field>
      <TextField id="form-notes" label="My Notes" />
      {/* Deliberately without labels: finding them by position is the exercise. */}
      <div className="mb-3 d-flex flex-column gap-2">
        {Array.from({ length: EXTRA_INPUTS }, (_, i) => (
          <input key={i} className="form-control" placeholder="Extra text" />
        ))}
      </div>
      <Field id="form-phone" label="Phone">
        <PhoneField id="form-phone" value={state.phone} onChange={(v) => set('phone', v)} />
      </Field>
      <TextField
        id="form-color"
        label="Your preferred color"
        placeholder="Green"
        value={state.color}
        onChange={(e) => set('color', e.target.value)}
      />
      <Field id="form-country" label="Country">
        <select
          id="form-country"
          className="form-select"
          value={state.country}
          onChange={(e) => set('country', e.target.value as FormState['country'])}
        >
          {COUNTRIES.map((country) => (
            <option key={country}>{country}</option>
          ))}
        </select>
      </Field>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Interests</legend>
        {INTERESTS.map(({ name, label }) => (
          <CheckField
            key={name}
            id={`form-${name}`}
            label={label}
            type="checkbox"
            name={name}
            checked={state.checkboxes[name]}
            onChange={(e) => set('checkboxes', { ...state.checkboxes, [name]: e.target.checked })}
          />
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">optionsRadios</legend>
        {RADIO_OPTIONS.map((option) => (
          <CheckField
            key={option}
            id={`form-radio-${option}`}
            label={option}
            type="radio"
            name="optionsRadios"
            value={option}
            checked={state.optionsRadios === option}
            onChange={() => set('optionsRadios', option)}
          />
        ))}
      </fieldset>
      <button type="submit" className="btn btn-primary">
        Submit
      </button>
    </form>
  );
}
