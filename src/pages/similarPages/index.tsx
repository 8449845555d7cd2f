import { useState, type FormEvent } from 'react';
import { NavLink } from 'react-router';
import { TextField } from '../../lib/Field';
import type { PageProps } from '../../lib/pageProps';
import { FIRST_VERSION_PATH, SECOND_VERSION_PATH, searchResult, TOOLTIP } from './search';

const TABS = [
  { path: FIRST_VERSION_PATH, label: 'First version' },
  { path: SECOND_VERSION_PATH, label: 'Second version' },
];

/** The instruction text; the second version shows a tooltip on it (hover or keyboard focus). */
function Instruction({ withTooltip }: { withTooltip: boolean }) {
  const [shown, setShown] = useState(false);
  const text = 'Search for a book by the name of its author.';
  if (!withTooltip) return <p>{text}</p>;
  return (
    <p>
      <span
        className="position-relative d-inline-block"
        onMouseEnter={() => setShown(true)}
        onMouseLeave={() => setShown(false)}
      >
        <span
          tabIndex={0}
          className="text-decoration-underline"
          aria-describedby="instruction-tooltip"
          onFocus={() => setShown(true)}
          onBlur={() => setShown(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setShown(false);
          }}
        >
          {text}
        </span>
        <span
          id="instruction-tooltip"
          role="tooltip"
          className={`tooltip bs-tooltip-top position-absolute bottom-100 start-0 ${shown ? 'show' : 'd-none'}`}
        >
          <span className="tooltip-inner d-block">{TOOLTIP}</span>
        </span>
      </span>
    </p>
  );
}

function SearchBook({ secondVersion }: { secondVersion: boolean }) {
  const [name, setName] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setResult(searchResult(name));
  };
  return (
    <>
      <Instruction withTooltip={secondVersion} />
      <form onSubmit={search} className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <TextField
          id="author-name"
          label="Author's name"
          fieldClassName=""
          placeholder="e.g. Jane Austen"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button
          type="submit"
          className="btn btn-primary"
          data-testid={secondVersion ? 'search-button' : undefined}
        >
          Search
        </button>
      </form>
      {result !== null && (
        <div className="alert alert-success text-break" role="status">
          {result}
        </div>
      )}
    </>
  );
}

/** Two near-identical versions of one search page, linked by tabs. */
export default function SimilarPagesPage({ exercise }: PageProps) {
  const secondVersion = exercise.path === SECOND_VERSION_PATH;
  return (
    <section>
      <nav aria-label="Versions">
        <ul className="nav nav-tabs mb-3">
          {TABS.map((tab) => (
            <li key={tab.path} className="nav-item">
              <NavLink to={tab.path} end className="nav-link">
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SearchBook secondVersion={secondVersion} />
    </section>
  );
}
