import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { StatusLine } from '../../lib/StatusLine';
import { countryNamed, suggest, type Suggestion } from './suggest';

/** The list updates this long after the last keystroke. */
export const SUGGEST_DELAY_MS = 300;

interface Status {
  message: string;
  found: boolean;
}

/**
 * A country combobox (ARIA 1.2 list autocomplete): suggestions appear 300 ms after typing stops,
 * Arrow keys move the active option, Enter or a click picks it, Escape closes the list.
 */
export default function AutocompletePage() {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [value, setValue] = useState('');
  // null: no list; []: the search found nothing.
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null);
  const [searched, setSearched] = useState('');
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    window.clearTimeout(timer.current);
    setSuggestions(null);
    setActive(-1);
  };

  const search = (text: string) => {
    setSearched(text.trim());
    setSuggestions(suggest(text));
    setActive(-1);
  };

  const onType = (text: string) => {
    setValue(text);
    close();
    if (text.trim()) timer.current = window.setTimeout(() => search(text), SUGGEST_DELAY_MS);
  };

  const pick = (name: string) => {
    setValue(name);
    close();
  };

  const open = suggestions !== null && suggestions.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        if (value.trim()) search(value);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = suggestions.length;
      setActive((current) =>
        current < 0 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count,
      );
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]!.name);
    } else if (event.key === 'Escape' && suggestions !== null) {
      event.preventDefault();
      close();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    close();
    const country = countryNamed(value);
    setStatus(
      country
        ? { message: `You selected: ${country}`, found: true }
        : { message: 'Choose a country from the suggestions.', found: false },
    );
  };

  return (
    <section>
      <form onSubmit={onSubmit} style={{ maxWidth: '24rem' }}>
        <label htmlFor={`${id}-input`} id={`${id}-label`} className="form-label">
          Country
        </label>
        <div className="position-relative">
          <input
            id={`${id}-input`}
            className="form-control"
            type="text"
            role="combobox"
            autoComplete="off"
            placeholder="Start typing a country"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            value={value}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
          <ul
            id={listId}
            role="listbox"
            aria-labelledby={`${id}-label`}
            className="list-group position-absolute w-100 shadow-sm"
            style={{ zIndex: 10 }}
            hidden={!open}
          >
            {open &&
              suggestions.map((s, index) => (
                <li
                  key={s.name}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`list-group-item list-group-item-action${index === active ? ' active' : ''}`}
                  style={{ cursor: 'pointer' }}
                  // Keep the focus in the field, so its blur does not close the list first.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(s.name)}
                >
                  {s.before}
                  <strong>{s.match}</strong>
                  {s.after}
                </li>
              ))}
          </ul>
          {/* Always there, one line high, so the message appearing never moves the button. */}
          <p className="form-text mb-0" aria-live="polite" style={{ minHeight: '1.5em' }}>
            {suggestions !== null &&
              suggestions.length === 0 &&
              `No country matches "${searched}".`}
          </p>
        </div>
        <button type="submit" className="btn btn-primary mt-2">
          Submit
        </button>
      </form>
      <StatusLine tone={status?.found ? 'success' : 'warning'}>{status?.message ?? ''}</StatusLine>
    </section>
  );
}
