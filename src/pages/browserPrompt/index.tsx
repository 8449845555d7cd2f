import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { PageProps } from '../../lib/pageProps';
import { PROMPT_QUESTION, promptsOnLoad, welcome } from './prompt';

const askName = () => welcome(window.prompt(PROMPT_QUESTION));

/** A button opens the browser's prompt; a non-blank answer is greeted. */
export default function BrowserPromptPage({ exercise }: PageProps) {
  const { pathname } = useLocation();
  const [greeting, setGreeting] = useState<string | null>(null);

  // A ref, because development's StrictMode runs effects twice and must not prompt twice.
  const askedOnLoad = useRef(false);
  useEffect(() => {
    if (askedOnLoad.current || !promptsOnLoad(exercise, pathname)) return;
    askedOnLoad.current = true;
    setGreeting(askName());
  }, [exercise, pathname]);

  return (
    <section>
      <button type="button" className="btn btn-primary mb-3" onClick={() => setGreeting(askName())}>
        Click this button...
      </button>
      <p className="fs-4 text-break" aria-live="polite">
        {greeting}
      </p>
    </section>
  );
}
