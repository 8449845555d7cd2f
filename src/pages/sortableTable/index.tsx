import { useMemo, useState } from 'react';
import { Field, TextField } from '../../lib/Field';
import { EMPLOYEES } from './employees';
import { Pagination } from './Pagination';
import {
  COLUMNS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  displayCell,
  filterEmployees,
  infoLine,
  nextSort,
  PAGE_SIZES,
  pageCount,
  pageRows,
  sortEmployees,
  type ColumnKey,
  type Sort,
} from './table';

const ARROWS = { ascending: '↑', descending: '↓' } as const;

/** The 30 employees: sort by any column, search as you type, and page through the matches. */
export default function SortableTablePage() {
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(1);

  const matching = useMemo(
    () => sortEmployees(filterEmployees(EMPLOYEES, query), sort),
    [query, sort],
  );
  const pages = pageCount(matching.length, pageSize);
  const rows = pageRows(matching, page, pageSize);

  const sortBy = (key: ColumnKey) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  };

  return (
    <section>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <Field id="rows-per-page" label="Rows per page" className="">
          <select
            id="rows-per-page"
            className="form-select"
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(1);
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id="employee-search"
          label="Search"
          type="search"
          fieldClassName=""
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <div className="table-responsive">
        <table className="table table-striped table-hover">
          <caption className="caption-top">Employees</caption>
          <thead>
            <tr>
              {COLUMNS.map(({ key, label }) => {
                const direction = sort.key === key ? sort.direction : undefined;
                return (
                  <th key={key} scope="col" aria-sort={direction}>
                    <button
                      type="button"
                      className="btn btn-link p-0 fw-bold text-reset text-decoration-none text-nowrap"
                      onClick={() => sortBy(key)}
                    >
                      {label}
                      {direction && <span aria-hidden="true"> {ARROWS[direction]}</span>}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length}>No rows match the search.</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.name}>
                  {COLUMNS.map(({ key }) => (
                    <td key={key}>{displayCell(row, key)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3">
        <p role="status" className="mb-0">
          {infoLine(page, pageSize, matching.length, EMPLOYEES.length, query !== '')}
        </p>
        <Pagination page={page} pages={pages} onPage={setPage} />
      </div>
    </section>
  );
}
