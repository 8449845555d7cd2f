import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { Field, TextField } from '../../lib/Field';
import { StatusLine } from '../../lib/StatusLine';
import type { LockedButton, ProductCard, StarRating } from './elements';
import './elements';
import { cartText, formDataJson, pressesText } from './rules';

type ElementProps<T> = HTMLAttributes<T> & { ref?: Ref<T> };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'pg-product-card': ElementProps<ProductCard>;
      'pg-locked-button': ElementProps<LockedButton>;
      'pg-star-rating': ElementProps<StarRating> & { name?: string; required?: boolean };
    }
  }
}

/** Listens to `type` events of the element in `ref` while the page is open. */
function useElementEvent(
  ref: RefObject<HTMLElement | null>,
  type: string,
  listener: (event: Event) => void,
) {
  useEffect(() => {
    const element = ref.current!;
    element.addEventListener(type, listener);
    return () => element.removeEventListener(type, listener);
  }, [ref, type, listener]);
}

function Region({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border rounded p-3">
      <h2 id={headingId} className="h5">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OpenRoot() {
  const card = useRef<ProductCard>(null);
  const [item, setItem] = useState<string | undefined>();
  const onCartChange = useCallback(() => {
    const { inCart, productTitle } = card.current!;
    setItem(inCart ? productTitle : undefined);
  }, []);
  useElementEvent(card, 'cartchange', onCartChange);
  return (
    <Region title="Open shadow root with slots">
      <pg-product-card ref={card}>
        <span slot="title">Trail Backpack</span>
        <span slot="price">$79.00</span>
        Water-resistant, 28 litres.
      </pg-product-card>
      <StatusLine>{cartText(item)}</StatusLine>
    </Region>
  );
}

function ClosedRoot() {
  const host = useRef<LockedButton>(null);
  const [presses, setPresses] = useState(0);
  const onPress = useCallback(() => setPresses((n) => n + 1), []);
  useElementEvent(host, 'press', onPress);
  return (
    <Region title="Closed shadow root">
      <pg-locked-button ref={host} />
      <StatusLine>{pressesText(presses)}</StatusLine>
    </Region>
  );
}

function ReviewForm() {
  const ids = {
    review: useId(),
    title: useId(),
    rating: useId(),
    error: useId(),
    comment: useId(),
  };
  const submittedId = useId();
  const rating = useRef<StarRating>(null);
  const [ratingError, setRatingError] = useState('');
  const [submitted, setSubmitted] = useState<string | undefined>();
  const onInvalid = useCallback(() => setRatingError(rating.current!.validationMessage), []);
  const onChange = useCallback(() => setRatingError(''), []);
  useElementEvent(rating, 'invalid', onInvalid);
  useElementEvent(rating, 'change', onChange);

  // The browser validates first: a submit event means every field is valid.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(formDataJson(new FormData(event.currentTarget)));
  };

  return (
    <Region title="Form-associated element">
      <form aria-labelledby={ids.review} onSubmit={submit} onReset={() => setRatingError('')}>
        <h3 id={ids.review} className="h6">
          Review
        </h3>
        <TextField id={ids.title} label="Title" name="title" required maxLength={60} />
        <div className="mb-3">
          <span id={ids.rating} className="form-label d-block">
            Rating
          </span>
          <pg-star-rating
            ref={rating}
            role="radiogroup"
            aria-labelledby={ids.rating}
            aria-describedby={ratingError ? ids.error : undefined}
            name="rating"
            required
          />
          {ratingError && (
            <div id={ids.error} className="invalid-feedback d-block">
              {ratingError}
            </div>
          )}
        </div>
        <Field id={ids.comment} label="Comment">
          <textarea
            id={ids.comment}
            className="form-control"
            name="comment"
            maxLength={200}
            rows={3}
          />
        </Field>
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            Submit review
          </button>
          <button type="reset" className="btn btn-outline-secondary">
            Reset
          </button>
        </div>
      </form>
      <h3 id={submittedId} className="h6 mt-3">
        Submitted values
      </h3>
      <p role="status" aria-labelledby={submittedId} className="mb-0 text-break font-monospace">
        {submitted ?? 'Nothing submitted yet.'}
      </p>
    </Region>
  );
}

/** Three custom elements: an open root with slots, a closed root, and a form-associated rating. */
export default function WebComponentsPage() {
  return (
    <div className="d-grid gap-3">
      <OpenRoot />
      <ClosedRoot />
      <ReviewForm />
    </div>
  );
}
