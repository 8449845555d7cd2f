import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { postJsonAnswer } from '../../lib/api';
import { seedFromSearch } from '../../lib/random';
import { StatusLine, type StatusTone } from '../../lib/StatusLine';
import {
  CAPTCHA_MESSAGES,
  CAPTCHA_PATHS,
  imageOf,
  type Challenge,
  type VerifyAnswer,
} from '../../shared/captcha';
import {
  NOT_COMPLETED,
  prompt,
  TEXTS,
  tileName,
  toggle,
  validateOutcome,
  type Outcome,
} from './rules';
import './recaptcha.css';

type Answer<T> = { ok: true; body: T } | { ok: false; status: number; message: string };

/** A POST to the CAPTCHA API; a network failure or an abort answers status 0. */
async function post<T>(path: string, body: object, signal: AbortSignal): Promise<Answer<T>> {
  try {
    const answer = await postJsonAnswer<T & { message?: unknown }>(path, body, signal);
    if (answer.ok) return { ok: true, body: answer.body };
    return { ok: false, status: answer.status, message: String(answer.body.message ?? '') };
  } catch {
    return { ok: false, status: 0, message: '' };
  }
}

/** One signal for the calls under way: Reset and leaving the page abort them. */
function useCalls() {
  const controller = useRef(new AbortController());
  useEffect(() => {
    controller.current = new AbortController();
    return () => controller.current.abort();
  }, []);
  return {
    signal: () => controller.current.signal,
    cancel: () => {
      controller.current.abort();
      controller.current = new AbortController();
    },
  };
}

/** Runs an action now, unless the previous one is still under way (no double submits). */
function useExclusive() {
  const running = useRef(false);
  return (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    void action().finally(() => {
      running.current = false;
    });
  };
}

/**
 * The site's own CAPTCHA: "I'm not a robot" opens a 3 × 3 grid drawn by the server; the right
 * tiles give a pass token, which Validate checks on the server once.
 */
export default function RecaptchaPage() {
  const seed = seedFromSearch(useLocation().search);
  const count = useRef(0);
  const calls = useCalls();
  const widgetAction = useExclusive();
  const validateAction = useExclusive();
  const [challenge, setChallenge] = useState<Challenge>();
  // A grid is on its way: the old one is gone, its place marked busy.
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [token, setToken] = useState<string>();
  const [note, setNote] = useState<{ tone: StatusTone; text: string }>();
  const [outcome, setOutcome] = useState<Outcome>();
  const validateButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const verified = token !== undefined;

  // Verify leaves with the grid: focus moves on to the next step.
  useEffect(() => {
    if (verified) validateButton.current?.focus();
  }, [verified]);

  /** Draws the next grid: the page's seed (if any) and its challenge count n. */
  const drawChallenge = async () => {
    const signal = calls.signal();
    count.current += 1;
    const body = seed === undefined ? { n: count.current } : { seed, n: count.current };
    setChallenge(undefined);
    setSelected([]);
    setLoading(true);
    const answer = await post<Challenge>(CAPTCHA_PATHS.challenge, body, signal);
    if (signal.aborted) return;
    setLoading(false);
    if (answer.ok) {
      setChallenge(answer.body);
    } else {
      setChallenge(undefined);
      setNote({ tone: 'danger', text: answer.message || TEXTS.loadFailed });
    }
  };

  const onCheck = () =>
    widgetAction(async () => {
      if (verified || challenge) return;
      setNote(undefined);
      await drawChallenge();
    });

  const onNewChallenge = () =>
    widgetAction(async () => {
      setNote(undefined);
      await drawChallenge();
    });

  const onVerify = () =>
    widgetAction(async () => {
      if (!challenge) return;
      const signal = calls.signal();
      const answer = await post<VerifyAnswer>(
        CAPTCHA_PATHS.verify,
        { challengeId: challenge.challengeId, selected },
        signal,
      );
      if (signal.aborted) return;
      if (answer.ok) {
        setToken(answer.body.token);
        setChallenge(undefined);
        setNote({ tone: 'success', text: TEXTS.verified });
      } else if (answer.message === CAPTCHA_MESSAGES.wrongSelection) {
        setNote({ tone: 'danger', text: answer.message });
        await drawChallenge();
      } else {
        setNote({ tone: 'danger', text: answer.message || TEXTS.callFailed });
      }
    });

  const resetWidget = () => {
    setToken(undefined);
    setChallenge(undefined);
    setLoading(false);
    setSelected([]);
    setNote(undefined);
  };

  const onValidate = () =>
    validateAction(async () => {
      if (!token) {
        setOutcome(NOT_COMPLETED);
        return;
      }
      const signal = calls.signal();
      const answer = await post<{ message: string }>(CAPTCHA_PATHS.validate, { token }, signal);
      if (signal.aborted) return;
      const result = answer.ok
        ? validateOutcome(200, answer.body.message)
        : validateOutcome(answer.status, answer.message);
      setOutcome(result);
      if (result.expired) resetWidget();
    });

  const onReset = () => {
    calls.cancel();
    resetWidget();
    setOutcome(undefined);
  };

  return (
    <section className="card recaptcha-card" aria-labelledby={`${ids}-heading`}>
      <h2 className="card-header h5" id={`${ids}-heading`}>
        Test CAPTCHA
      </h2>
      <div className="card-body">
        <p>{TEXTS.intro}</p>

        <div className="recaptcha-widget border rounded p-3">
          <div className="form-check">
            <input
              id={`${ids}-check`}
              type="checkbox"
              className="form-check-input"
              checked={verified}
              disabled={verified}
              onChange={onCheck}
            />
            <label htmlFor={`${ids}-check`} className="form-check-label">
              {TEXTS.checkbox}
            </label>
          </div>
          <p className="small text-body-secondary mt-2 mb-1">{TEXTS.caption}</p>
          <ul className="small text-body-secondary mb-0">
            {TEXTS.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>

          {(challenge || loading) && (
            <div className="mt-3">
              <p id={`${ids}-prompt`} className="fw-semibold mb-2">
                {challenge ? prompt(challenge.target) : TEXTS.loading}
              </p>
              <div
                role="group"
                aria-labelledby={`${ids}-prompt`}
                aria-busy={loading || undefined}
                className="recaptcha-grid"
              >
                {challenge?.tiles.map((tile) => (
                  <button
                    key={tile.position}
                    type="button"
                    className="recaptcha-tile"
                    aria-label={tileName(tile)}
                    aria-pressed={selected.includes(tile.position)}
                    onClick={() => setSelected((current) => toggle(current, tile.position))}
                  >
                    <img src={imageOf(tile.object)} alt={tile.object} width={96} height={96} />
                  </button>
                ))}
              </div>
              <div className="d-flex flex-wrap gap-2 mt-3">
                <button type="button" className="btn btn-primary" onClick={onVerify}>
                  Verify
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={onNewChallenge}
                >
                  New challenge
                </button>
              </div>
            </div>
          )}
          <StatusLine tone={note?.tone}>{note?.text}</StatusLine>
        </div>

        <div
          role="alert"
          data-testid="validation-message"
          className={outcome ? `alert alert-${outcome.ok ? 'success' : 'danger'} mt-3 mb-0` : ''}
        >
          {outcome?.text}
        </div>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <button
            ref={validateButton}
            type="button"
            className="btn btn-primary"
            data-testid="validate-button"
            onClick={onValidate}
          >
            Validate
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            data-testid="reset-button"
            onClick={onReset}
          >
            Reset
          </button>
        </div>
      </div>
    </section>
  );
}
