import { useState } from 'react';
import { clickHeader, type Direction, type Row, type SortKey, sortRows } from './sorting';
import { type Column, type SampleTable, TABLES } from './tables';

const INDICATOR: Record<Direction | 'none', string> = {
  none: '↕',
  ascending: '↑',
  descending: '↓',
};

const STATUS_DOT: Record<string, string> = {
  Approved: 'bg-success',
  'In Progress': 'bg-warning',
  Rejected: 'bg-danger',
};

function EyeIcon() {
  return (
    <svg
      role="img"
      aria-label="view"
      width="16"
      height="16"
      fill="currentColor"
      viewBox="0 0 16 16"
    >
      <path d="M16 8s-3-5.5-8-5.5S0 8 0 8s3 5.5 8 5.5S16 8 16 8M1.173 8a13 13 0 0 1 1.66-2.043C4.12 4.668 5.88 3.5 8 3.5s3.879 1.168 5.168 2.457A13 13 0 0 1 14.828 8q-.086.13-.195.288c-.335.48-.83 1.12-1.465 1.755C11.879 11.332 10.119 12.5 8 12.5s-3.879-1.168-5.168-2.457A13 13 0 0 1 1.172 8z" />
      <path d="M8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M4.5 8a3.5 3.5 0 1 1 7 0 3.5 3.5 0 0 1-7 0" />
    </svg>
  );
}

function Cell({ table, column, row }: { table: SampleTable; column: Column; row: Row }) {
  if (column.kind === undefined) return <EyeIcon />;
  const value = row[column.name] ?? '';
  const dot = table.label === 'Table 2' && column.name === 'Status' ? STATUS_DOT[value] : undefined;
  if (!dot) return value;
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span className={`d-inline-block rounded-circle p-1 ${dot}`} aria-hidden="true" />
      {value}
    </span>
  );
}

/** Three sample tables; headers sort by one column or, with Shift, by several. */
export default function OrderedTablePage() {
  const [tableIndex, setTableIndex] = useState(0);
  const [keys, setKeys] = useState<SortKey[]>([]);
  const table = TABLES[tableIndex] ?? TABLES[0];
  if (!table) return null;
  const kindOf = (name: string) =>
    table.columns.find((column) => column.name === name)?.kind ?? 'text';
  const rows = sortRows(table.rows, keys, kindOf);

  return (
    <section>
      <div className="btn-group mb-3" role="group" aria-label="Tables">
        {TABLES.map((choice, index) => (
          <button
            key={choice.label}
            type="button"
            className={`btn ${index === tableIndex ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={index === tableIndex}
            onClick={() => {
              setTableIndex(index);
              setKeys([]);
            }}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <div className="table-responsive">
        <table className="table table-striped align-middle">
          <caption className="visually-hidden">{table.label}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => {
                const { kind } = column;
                const direction = keys.find((key) => key.column === column.name)?.direction;
                if (kind === undefined) {
                  return (
                    <th key={column.name} scope="col">
                      {column.name}
                    </th>
                  );
                }
                return (
                  <th key={column.name} scope="col" aria-sort={direction ?? 'none'}>
                    <button
                      type="button"
                      className="btn btn-link p-0 fw-bold text-decoration-none text-nowrap"
                      onClick={(event) =>
                        setKeys(clickHeader(keys, column.name, kind, event.shiftKey))
                      }
                    >
                      {column.name} <span aria-hidden="true">{INDICATOR[direction ?? 'none']}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={Object.values(row).join('|')}>
                {table.columns.map((column) => (
                  <td key={column.name}>
                    <Cell table={table} column={column} row={row} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
