import { useEffect, useState, type ReactNode } from 'react';
import { StatusLine } from '../../lib/StatusLine';
import { offsetAt, timeOfDay, untilNextMidnight, wallClock } from './time';

const INSTANT_TEXT = '2025-06-30T23:30:00Z';
const INSTANT = new Date(INSTANT_TEXT);
const NUMBER = 1234567.891;
const PRICE = 1234.5;
const TICK_MS = 1000;

/** Every read line, grouped as shown; read on load and again on "Read again". */
function readValues(now: Date) {
  // Without a locale argument Intl uses the browser's default locale and zone.
  const { locale, timeZone } = new Intl.DateTimeFormat().resolvedOptions();
  return {
    Browser: [
      `Language: ${navigator.language}`,
      `Languages: ${navigator.languages.join(', ')}`,
      `Locale: ${locale}`,
      `Time zone: ${timeZone}`,
      `UTC offset now: ${offsetAt(now)}`,
    ],
    'A fixed instant': [
      `Instant: ${INSTANT_TEXT}`,
      `Local date and time: ${wallClock(INSTANT)}`,
      `Offset at that instant: ${offsetAt(INSTANT)}`,
      `Formatted for your locale: ${new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' }).format(INSTANT)}`,
    ],
    Numbers: [
      `Number: ${new Intl.NumberFormat().format(NUMBER)}`,
      `Price: ${new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(PRICE)}`,
    ],
  };
}

/** Now, renewed on every whole second of the clock while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    // Ticking on whole seconds keeps the clock line and the countdown in step.
    const align = setTimeout(
      () => {
        setNow(new Date());
        interval = setInterval(() => setNow(new Date()), TICK_MS);
      },
      TICK_MS - (Date.now() % TICK_MS),
    );
    return () => {
      clearTimeout(align);
      clearInterval(interval);
    };
  }, []);
  return now;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="col">
      <div className="card h-100">
        <div className="card-body">
          <h2 className="card-title h5">{title}</h2>
          <ul className="list-unstyled mb-0 text-break">{children}</ul>
        </div>
      </div>
    </div>
  );
}

/** What the browser says of its language, locale and zone, and values formatted for them. */
export default function LocaleTimezonePage() {
  const [read, setRead] = useState(() => ({ values: readValues(new Date()), at: '' }));
  const now = useNow();
  return (
    <>
      <div className="row row-cols-1 row-cols-md-2 g-3">
        {Object.entries(read.values).map(([title, lines]) => (
          <Group key={title} title={title}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Group>
        ))}
        <Group title="Midnight">
          <li>Local time now: {wallClock(now)}</li>
          <li>
            <span role="timer" aria-label="Time to local midnight">
              Next local midnight in {untilNextMidnight(now)}
            </span>
          </li>
        </Group>
      </div>
      <button
        type="button"
        className="btn btn-primary mt-3"
        onClick={() => {
          const at = new Date();
          setRead({ values: readValues(at), at: timeOfDay(at) });
        }}
      >
        Read again
      </button>
      <StatusLine>
        {read.at ? `Values read again at ${read.at}.` : 'Values read when the page loaded.'}
      </StatusLine>
    </>
  );
}
