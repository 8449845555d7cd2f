import { useState } from 'react';
import { Link } from 'react-router';
import type { PlantedBug } from '../../shared/shop/bugs';
import {
  ALL_USERS,
  bugCountText,
  bugsShown,
  bugSummary,
  isBugFilter,
  userRows,
  USERS_WITH_BUGS,
  type BugFilter,
} from './bugList';
import { HUNT_EXAMPLES, HUNT_OPTIONS } from './hunt';

function UsersTable() {
  return (
    <section aria-labelledby="users-heading" className="mb-4">
      <h2 id="users-heading" className="h4">
        Users
      </h2>
      <p>
        Every user of the <Link to="/shop">Practice Shop</Link> logs in with the password practice.
        All but standard_user meet planted bugs:
      </p>
      <div className="table-responsive">
        <table
          className="table table-sm w-auto"
          data-test="users-table"
          aria-labelledby="users-heading"
        >
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Planted bugs</th>
            </tr>
          </thead>
          <tbody>
            {userRows().map(({ user, bugs }) => (
              <tr key={user}>
                <td>{user}</td>
                <td>{bugs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A bug as a disclosure: closed, only its id, user and area; opened, the answer. */
function BugDetails({ bug }: { bug: PlantedBug }) {
  return (
    <details data-test={`bug-${bug.id}`} className="border rounded px-3 py-2 mb-2">
      <summary>{bugSummary(bug)}</summary>
      <p className="mt-2 mb-1">{bug.title}</p>
      <p className="mb-1">Catch it with: {bug.testCases.join(', ')}</p>
      <p className="mb-1 text-body-secondary">{bug.hint}</p>
    </details>
  );
}

function PlantedBugs() {
  const [filter, setFilter] = useState<BugFilter>(ALL_USERS);
  return (
    <section aria-labelledby="bugs-heading" className="mb-4">
      <h2 id="bugs-heading" className="h4">
        Planted bugs
      </h2>
      <p>
        Open a bug to see what it breaks, which <Link to="/shop/testCases">test cases</Link> catch
        it, and what a test should assert. Try to find them in the shop first.
      </p>
      <div className="mb-3">
        <label htmlFor="bug-filter" className="form-label">
          Show bugs of
        </label>
        <select
          id="bug-filter"
          data-test="bug-filter"
          className="form-select w-auto"
          value={filter}
          onChange={(event) => {
            if (isBugFilter(event.target.value)) setFilter(event.target.value);
          }}
        >
          <option value={ALL_USERS}>All users</option>
          {USERS_WITH_BUGS.map((user) => (
            <option key={user} value={user}>
              {user}
            </option>
          ))}
        </select>
      </div>
      <p role="status" data-test="bug-count" className="fw-semibold">
        {bugCountText(filter)}
      </p>
      {bugsShown(filter).map((bug) => (
        <BugDetails key={bug.id} bug={bug} />
      ))}
    </section>
  );
}

function HuntSection() {
  return (
    <section aria-labelledby="hunt-heading">
      <h2 id="hunt-heading" className="h4">
        Hunt with your own tests
      </h2>
      <p>
        Would your tests notice if the shop broke? <code>npm run hunt</code> measures it. In a copy
        of this site (clone its repository, then <code>npm ci</code>; Linux or macOS), it runs your
        test command once against a shop with no planted bug, then once per planted bug with only
        that bug active for every user, each time against a fresh server of the built site. Your
        command gets that server&apos;s address as <code>BASE_URL</code>, which your tests must
        read; a run that ends with a failure (a non-zero exit) has caught its bug. Keep your own
        suite under <code>tests/</code> or <code>solutions/</code> of the copy, or outside it: a
        file changed elsewhere makes the hunt build the site again.
      </p>
      {HUNT_EXAMPLES.map(({ framework, command, note }) => (
        <div key={framework} className="mb-3">
          <h3 className="h6">{framework}</h3>
          <pre className="bg-body-tertiary border rounded p-2 mb-1 text-wrap">
            <code>{command}</code>
          </pre>
          <p className="mb-0">This {note}</p>
        </div>
      ))}
      <p className="mb-1">
        Options, before the command (then <code>--</code>):
      </p>
      <ul>
        {HUNT_OPTIONS.map(([option, meaning]) => (
          <li key={option}>
            <code>{option}</code>: {meaning}
          </li>
        ))}
      </ul>
      <h3 className="h6">Reading the report</h3>
      <ul>
        <li>
          While it runs, one line per run as it ends, such as{' '}
          <code>[7/25] B07 Tax is 8 % of net plus shipping: caught (12.4 s)</code>, or{' '}
          <code>missed</code>, or <code>timed out</code> (counted as caught, shown apart).
        </li>
        <li>
          At the end, a table of every bug and the score: &quot;Caught 25 of 25 planted bugs
          (100%).&quot;
        </li>
        <li>
          The report folder (<code>hunt-report</code>) holds <code>index.html</code>, a page with
          the score and a grid of the bugs, caught and missed in two colours, each opening its
          run&apos;s output; and <code>report.json</code> with the command, the times, the baseline
          and each bug&apos;s result with the last 40 lines of its output.
        </li>
        <li>
          A missed bug is a gap in your suite: open it above, read its hint, add that assertion to
          the test case it names, and hunt that bug again with <code>--bugs</code>.
        </li>
        <li>
          Exit code 0 when every hunted bug is caught, 1 when one or more is missed, 2 for a wrong
          command line, and 3 when your tests already fail on the shop without planted bugs
          (&quot;Your tests fail on the shop without planted bugs. Fix them first.&quot;): no bug is
          hunted then.
        </li>
      </ul>
    </section>
  );
}

/** /shop/bugs: who meets which planted bug, the answer key, and how to measure a suite. */
export default function ShopBugsPage() {
  return (
    <div className="text-break">
      <UsersTable />
      <PlantedBugs />
      <HuntSection />
    </div>
  );
}
