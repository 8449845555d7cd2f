import { Fragment } from 'react';
import { Link } from 'react-router';
import { TEST_CASES, type TestCase } from './testCases';

/** A step's text with its backticked parts (what is typed or requested as it is) as code. */
function StepText({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
    );
}

function TestCaseSection({ id, title, steps, expected }: TestCase) {
  return (
    <section id={id} data-test={`test-case-${id}`} aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="h4">
        {id} {title}
      </h2>
      <h3 id={`${id}-steps`} className="h6 mb-1">
        Steps
      </h3>
      <ol aria-labelledby={`${id}-steps`}>
        {steps.map((step) => (
          <li key={step}>
            <StepText text={step} />
          </li>
        ))}
      </ol>
      <h3 id={`${id}-expected`} className="h6 mb-1">
        Expected
      </h3>
      <ul aria-labelledby={`${id}-expected`}>
        {expected.map((result) => (
          <li key={result}>
            <StepText text={result} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /shop/testCases: the 24 scenarios to automate against the Practice Shop. */
export default function ShopTestCasesPage() {
  return (
    <div className="text-break">
      <p>
        Automate these against the <Link to="/shop">Practice Shop</Link> as standard_user. A suite
        that does all of them catches every planted bug (see the{' '}
        <Link to="/shop/bugs">Shop Bug Hunt</Link>).
      </p>
      {TEST_CASES.map((testCase) => (
        <TestCaseSection key={testCase.id} {...testCase} />
      ))}
    </div>
  );
}
