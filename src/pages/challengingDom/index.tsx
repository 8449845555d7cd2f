import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useRandom } from '../../lib/useRandom';
import { CANVAS_HEIGHT, CANVAS_WIDTH, drawOutlinedText } from './draw';
import {
  answerText,
  buttonMessage,
  COLOURS,
  COLUMNS,
  drawPuzzle,
  ROW_COUNT,
  rowCells,
  rowMessage,
  type RowAction,
} from './puzzle';

const ROWS = Array.from({ length: ROW_COUNT }, (_, row) => row);
const ACTIONS: RowAction[] = ['edit', 'delete'];

/** Buttons with random ids and labels, a table without ids or classes, and a canvas answer. */
export default function ChallengingDomPage() {
  const random = useRandom();
  const [puzzle, setPuzzle] = useState(() => drawPuzzle(random));
  const [message, setMessage] = useState('');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const answer = answerText(puzzle.answer);

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx) drawOutlinedText(ctx, answer);
  }, [answer]);

  const pressButton = (label: string) => {
    setMessage(buttonMessage(label));
    setPuzzle(drawPuzzle(random, puzzle));
  };
  const pressRowLink = (event: MouseEvent, action: RowAction, row: number) => {
    event.preventDefault();
    setMessage(rowMessage(action, row));
  };

  return (
    <section className="d-flex flex-column gap-3">
      <div className="d-flex flex-wrap gap-2">
        {puzzle.buttons.map(({ id, label }, i) => (
          <button
            key={COLOURS[i]}
            id={id}
            type="button"
            className={`btn btn-${COLOURS[i]}`}
            onClick={() => pressButton(label)}
          >
            {label}
          </button>
        ))}
      </div>
      {/* On a phone the table is wider than the screen: it scrolls on its own, and says so. */}
      <p className="d-md-none small text-body-secondary mb-n2">
        Scroll the table sideways to see every column.
      </p>
      <div className="table-responsive">
        <table className="table table-bordered table-sm text-nowrap mb-0">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row}>
                {rowCells(row).map((cell) => (
                  <td key={cell}>{cell}</td>
                ))}
                <td>
                  {ACTIONS.map((action, i) => (
                    <span key={action}>
                      {i > 0 && ' '}
                      <a href="#" onClick={(event) => pressRowLink(event, action, row)}>
                        {action}
                      </a>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <canvas
        ref={canvasRef}
        width={CANVAS_WIDTH}
        height={CANVAS_HEIGHT}
        className="align-self-start mw-100 border rounded bg-white"
        role="img"
        aria-label={answer}
      />
      <p role="status" className="fw-semibold mb-0">
        {message}
      </p>
    </section>
  );
}
