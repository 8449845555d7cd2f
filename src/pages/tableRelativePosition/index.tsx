import { useState } from 'react';
import { Field } from '../../lib/Field';
import { useRandom } from '../../lib/useRandom';
import { drawGrid, isCorrect, QUESTIONS, SIZE } from './questions';

const COLUMNS = Array.from({ length: SIZE }, (_, i) => i + 1);
type Verdict = 'correct' | 'incorrect';

/** Answer two questions about numbers found by their line and column in a 3x3 table. */
export default function TableRelativePositionPage() {
  const random = useRandom();
  const [grid, setGrid] = useState(() => drawGrid(random));
  const [questionIndex, setQuestionIndex] = useState(0);
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<Verdict>();
  const question = QUESTIONS[questionIndex]!;
  const isLast = questionIndex === QUESTIONS.length - 1;

  const submit = () => {
    if (!isCorrect(typed, question.answer(grid))) {
      setVerdict('incorrect');
    } else if (isLast) {
      setVerdict('correct');
    } else {
      setQuestionIndex(questionIndex + 1);
      setGrid(drawGrid(random));
      setTyped('');
      setVerdict(undefined);
    }
  };

  return (
    <section>
      <div className="table-responsive">
        <table className="table table-sm table-bordered w-auto text-center text-nowrap">
          <caption>Numbers by line and column</caption>
          <thead>
            <tr>
              <td />
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  Column {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((numbers, line) => (
              <tr key={line}>
                <th scope="row">Line {line + 1}</th>
                {numbers.map((n, column) => (
                  <td key={column}>{n}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <h2 className="h5">Question {questionIndex + 1}</h2>
        <Field id="relative-answer" label={question.text}>
          <div className="d-flex gap-2">
            <input
              id="relative-answer"
              className="form-control w-auto"
              inputMode="numeric"
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setVerdict(undefined);
              }}
            />
            <button type="submit" className="btn btn-primary">
              Submit
            </button>
          </div>
        </Field>
      </form>
      <div aria-live="polite">
        {verdict === 'correct' && (
          <div role="alert" className="alert alert-success">
            Correct!
          </div>
        )}
        {verdict === 'incorrect' && (
          <div role="alert" className="alert alert-danger">
            Incorrect, try again.
          </div>
        )}
      </div>
    </section>
  );
}
