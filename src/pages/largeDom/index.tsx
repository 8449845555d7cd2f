import { memo, type ReactNode } from 'react';
import { batchPlan, FIRST_ROWS, ROWS_PER_FRAME } from './batches';
import { cellText, DEPTH, oneTo, siblingId, TABLE_SIZE } from './structure';
import { useBatchedCount } from './useBatchedCount';
import './largeDom.css';

const ROW_PLAN = batchPlan(TABLE_SIZE, FIRST_ROWS, ROWS_PER_FRAME);
const NUMBERS = oneTo(TABLE_SIZE);

/** A div nested DEPTH levels deep; only the innermost one has an id and text. */
function NoSiblings() {
  let nested: ReactNode = <div id="no-siblings">No siblings</div>;
  for (let level = DEPTH - 1; level >= 1; level--) nested = <div className="ps-1">{nested}</div>;
  return nested;
}

/** Level L: three divs, the first holding level L+1, down to level DEPTH. */
function Siblings() {
  let inner: ReactNode = null;
  for (let level = DEPTH; level >= 1; level--) {
    inner = (
      <>
        {[1, 2, 3].map((k) => (
          <div key={k} id={siblingId(level, k)} className={`tier-${level} item-${k} ps-1`}>
            {cellText(level, k)}
            {k === 1 && inner}
          </div>
        ))}
      </>
    );
  }
  return inner;
}

// The header and each row, once rendered, are never rendered again: a slice then costs React its
// new rows only, not a comparison of every cell already shown.
const HEADER = (
  <thead>
    <tr>
      {NUMBERS.map((c) => (
        <th key={c} id={`header-${c}`} scope="col">
          {c}
        </th>
      ))}
    </tr>
  </thead>
);

const Row = memo(function Row({ row }: { row: number }) {
  return (
    <tr id={`row-${row}`}>
      {NUMBERS.map((c) => (
        <td key={c} id={`cell-${row}-${c}`} className={`column-${c}`}>
          {cellText(row, c)}
        </td>
      ))}
    </tr>
  );
});

/**
 * The 50 × 50 table, its rows added a few per frame (see batchPlan) so that neither React's
 * commit nor the browser's layout of 2,500 cells is one long task (largeDom.css keeps each slice's
 * layout and paint to its new rows); busy until the last row.
 */
function LargeTable() {
  const { count, done } = useBatchedCount(ROW_PLAN);
  return (
    <table
      id="large-table"
      aria-labelledby="table-heading"
      aria-busy={done ? undefined : true}
      className="large-table"
    >
      {HEADER}
      <tbody>
        {NUMBERS.slice(0, count).map((r) => (
          <Row key={r} row={r} />
        ))}
      </tbody>
    </table>
  );
}

/** Deeply nested divs, nested sibling triples and a 50 × 50 table to locate elements in. */
export default function LargeDomPage() {
  return (
    <>
      <section aria-labelledby="no-siblings-heading" className="mb-4">
        <h2 id="no-siblings-heading" className="h4">
          No siblings
        </h2>
        <NoSiblings />
      </section>
      <section aria-labelledby="siblings-heading" className="mb-4">
        <h2 id="siblings-heading" className="h4">
          Siblings
        </h2>
        <Siblings />
      </section>
      <section aria-labelledby="table-heading">
        <h2 id="table-heading" className="h4">
          Table
        </h2>
        <LargeTable />
      </section>
    </>
  );
}
