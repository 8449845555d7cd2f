import { useState, type FormEvent } from 'react';
import { COMPANIES, UNDERLINE_EXAMPLES } from './examples';
import './pseudo.css';

/** Five underlines drawn (or not) by ::before and ::after, then an icon and labels drawn by CSS. */
export default function PseudoPage() {
  return (
    <>
      {UNDERLINE_EXAMPLES.map((example) => (
        <section
          key={example.id}
          className="pseudo-example"
          aria-labelledby={`${example.id}-heading`}
        >
          <h2 id={`${example.id}-heading`} className="h5">
            {example.heading}
          </h2>
          <p>{example.explanation}</p>
          <div className={`pseudo-wrap pseudo-${example.id}`} data-testid={`${example.id}-wrapper`}>
            <input
              type="text"
              className="form-control border-0 rounded-0"
              placeholder="test"
              aria-label="test"
            />
          </div>
        </section>
      ))}
      <CompanyList />
    </>
  );
}

/** T6: a filter icon drawn only by ::after, required marks drawn by ::before. */
function CompanyList() {
  const [filtersShown, setFiltersShown] = useState(false);
  const [saved, setSaved] = useState(false);

  function save(event: FormEvent) {
    event.preventDefault();
    setSaved(true);
  }

  return (
    <section className="pseudo-example" aria-labelledby="t6-heading">
      <h2 id="t6-heading" className="h5">
        T6: pseudo element content as icon and text
      </h2>
      <div className="d-flex align-items-center gap-2 mb-2">
        <button
          type="button"
          className="pseudo-filter"
          title="Filters"
          aria-expanded={filtersShown}
          aria-controls="companyFilters"
          onClick={() => setFiltersShown((shown) => !shown)}
        />
        <h3 className="h6 mb-0">Company List</h3>
      </div>
      <form id="companyFilters" hidden={!filtersShown} onSubmit={save} className="mb-3">
        <div className="mb-2">
          <label htmlFor="companyId" className="form-label pseudo-required">
            ID
          </label>
          <input id="companyId" name="companyId" className="form-control" placeholder="ID" />
        </div>
        <div className="mb-2">
          <label htmlFor="companyName" className="form-label pseudo-required">
            Name
          </label>
          <input id="companyName" name="companyName" className="form-control" placeholder="Name" />
        </div>
        <button type="submit" className="btn btn-primary pseudo-required">
          Save
        </button>
        <p role="status" className="mt-2 mb-0">
          {saved ? 'Filters saved.' : ''}
        </p>
      </form>
      <table id="companyListTable" className="table table-bordered">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Name</th>
            <th scope="col">Country</th>
          </tr>
        </thead>
        <tbody>
          {COMPANIES.map((company) => (
            <tr key={company.id}>
              <td>{company.id}</td>
              <td>{company.name}</td>
              <td>{company.country}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
