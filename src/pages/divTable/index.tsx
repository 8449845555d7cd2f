const HEADINGS = ['head1', 'head2', 'head3'] as const;
const ROWS = [
  ['ABC', 'DEF', 'GHI'],
  ['QWE', 'RTY', 'UIO'],
  ['MNB', 'VCX', 'ASD'],
] as const;

/**
 * A table built from divs, not <table>: the exercise is to read it with CSS or XPath locators.
 * ARIA roles keep it a table for assistive technology.
 */
export default function DivTablePage() {
  return (
    <div className="div-table border rounded" role="table" aria-label="Div table">
      <div className="row g-0 fw-bold border-bottom" role="row">
        {HEADINGS.map((heading) => (
          <div key={heading} className="col p-2" role="columnheader">
            {heading}
          </div>
        ))}
      </div>
      {ROWS.map((row) => (
        <div key={row[0]} className="row g-0 border-bottom" role="row">
          {row.map((cell) => (
            <div key={cell} className="col p-2" role="cell">
              {cell}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
