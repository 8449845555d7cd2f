import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { CheckoutState } from '../../shared/shop/api';
import {
  CHECKOUT_FIELDS,
  FIELD_HOOKS,
  FIELD_LABELS,
  checkoutErrors,
  trimmedForm,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
} from '../../shared/shop/checkout';
import {
  EXPRESS_SHIPPING,
  STANDARD_SHIPPING,
  formatMoney,
  type ShippingMethod,
} from '../../shared/shop/money';
import { SHIPPING_LABELS, SHOP_MESSAGES } from '../../shared/shop/texts';
import { shopApi } from './api';
import { ErrorAlert, Loading } from './parts';
import { SHOP_PATHS } from './routes';
import { useShop } from './shopContext';

const EMPTY_FORM: CheckoutForm = { firstName: '', lastName: '', email: '', postalCode: '' };

const AUTOCOMPLETE: Record<CheckoutField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  postalCode: 'postal-code',
};

/** The discount code: Apply, and once applied its status and Remove code. */
function DiscountCode({
  state,
  onChange,
}: {
  state: CheckoutState;
  onChange: (state: CheckoutState) => void;
}) {
  const { loginLost } = useShop();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async (request: () => ReturnType<typeof shopApi.removeDiscount>) => {
    setBusy(true);
    setError(undefined);
    const answer = await request();
    setBusy(false);
    if (answer.ok) return onChange(answer.body);
    if (answer.status === 401) return loginLost();
    setError(answer.message);
  };

  const applied = state.discountCode;
  return (
    <div className="mb-3">
      <label htmlFor="shop-discount" className="form-label">
        Discount code
      </label>
      <div className="input-group shop-discount">
        <input
          id="shop-discount"
          data-test="discount-code"
          className="form-control"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void send(() => shopApi.applyDiscount(code));
          }}
        />
        <button
          type="button"
          data-test="apply-discount"
          className="btn btn-outline-primary"
          disabled={busy}
          onClick={() => void send(() => shopApi.applyDiscount(code))}
        >
          Apply
        </button>
      </div>
      <div className="mt-2">
        <div role="status">
          {applied && (
            <div className="alert alert-success d-flex flex-wrap align-items-center gap-2 mb-0">
              <span data-test="discount-message" className="flex-grow-1">
                {SHOP_MESSAGES.codeApplied[applied]}
              </span>
              <button
                type="button"
                data-test="remove-discount"
                className="btn btn-outline-secondary btn-sm"
                disabled={busy}
                onClick={() => void send(() => shopApi.removeDiscount())}
              >
                Remove code
              </button>
            </div>
          )}
        </div>
        <ErrorAlert message={error} hook="discount-error" />
      </div>
    </div>
  );
}

/** `/shop/checkout`: who and where to ship to, how, and a discount code. */
export function CheckoutView() {
  const { bugs, cart, loginLost } = useShop();
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutState>();
  const [form, setForm] = useState<CheckoutForm>(EMPTY_FORM);
  const [shipping, setShipping] = useState<ShippingMethod>('standard');
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<CheckoutField, HTMLInputElement | null>>>({});

  useEffect(() => {
    const controller = new AbortController();
    shopApi.checkout(controller.signal).then(
      (answer) => {
        if (answer.status === 401) return loginLost();
        if (!answer.ok) return setFailure(answer.message);
        setState(answer.body);
        const { details } = answer.body;
        if (details) {
          setForm({
            firstName: details.firstName,
            lastName: details.lastName,
            email: details.email,
            postalCode: details.postalCode,
          });
          setShipping(details.shipping);
        }
      },
      () => {},
    );
    return () => controller.abort();
  }, [loginLost]);

  const type = (field: CheckoutField, value: string) => {
    if (bugs.has('B05') && field === 'lastName')
      return setForm((before) => ({ ...before, firstName: value, lastName: '' }));
    setForm((before) => ({ ...before, [field]: value }));
  };

  const showErrors = (found: CheckoutErrors) => {
    setErrors(found);
    const first = CHECKOUT_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const found = checkoutErrors(form);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const answer = await shopApi.saveDetails({ ...trimmedForm(form), shipping });
    setBusy(false);
    if (answer.ok) return void navigate(SHOP_PATHS.overview);
    if (answer.status === 401) return loginLost();
    const fieldErrors = (answer.body as { errors?: CheckoutErrors } | undefined)?.errors;
    if (answer.status === 400 && fieldErrors) return showErrors(fieldErrors);
    setFailure(answer.message);
  };

  if (cart && cart.lines.length === 0) return <Navigate to={SHOP_PATHS.cart} replace />;
  if (!state && !failure) return <Loading />;

  const standardPrice = state?.standardIsFree ? 'free' : formatMoney(STANDARD_SHIPPING);
  const shippingLabels: Record<ShippingMethod, string> = {
    standard: `${SHIPPING_LABELS.standard}: ${standardPrice}`,
    express: `${SHIPPING_LABELS.express}: ${formatMoney(EXPRESS_SHIPPING)}`,
  };

  return (
    <section aria-labelledby="shop-view-heading" className="shop-checkout">
      <h2 id="shop-view-heading" className="h4">
        Checkout: your information
      </h2>
      <ErrorAlert message={failure} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="row g-3 mb-3">
          {CHECKOUT_FIELDS.map((field) => {
            const id = `shop-${FIELD_HOOKS[field]}`;
            const error = errors[field];
            const unlabelled = bugs.has('B22');
            return (
              <div key={field} className="col-sm-6">
                {!unlabelled && (
                  <label htmlFor={id} className="form-label">
                    {FIELD_LABELS[field]}
                  </label>
                )}
                <input
                  id={id}
                  ref={(input) => {
                    inputs.current[field] = input;
                  }}
                  data-test={FIELD_HOOKS[field]}
                  type={field === 'email' ? 'email' : 'text'}
                  className={`form-control${error ? ' is-invalid' : ''}`}
                  placeholder={unlabelled ? FIELD_LABELS[field] : undefined}
                  autoComplete={AUTOCOMPLETE[field]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  value={form[field]}
                  onChange={(event) => type(field, event.target.value)}
                />
                {error && (
                  <div
                    id={`${id}-error`}
                    data-test={`${FIELD_HOOKS[field]}-error`}
                    className="invalid-feedback"
                  >
                    {error}
                  </div>
                )}
              </div>
            );
          })}
        </div>
        <fieldset className="mb-3" role="radiogroup" aria-labelledby="shop-shipping-legend">
          <legend id="shop-shipping-legend" className="form-label fs-6 mb-2">
            Shipping
          </legend>
          {(['standard', 'express'] as const).map((method) => (
            <div key={method} className="form-check">
              <input
                id={`shop-shipping-${method}`}
                data-test={`shipping-${method}`}
                type="radio"
                name="shipping"
                className="form-check-input"
                checked={shipping === method}
                onChange={() => setShipping(method)}
              />
              <label htmlFor={`shop-shipping-${method}`} className="form-check-label">
                {shippingLabels[method]}
              </label>
            </div>
          ))}
        </fieldset>
        {state && <DiscountCode state={state} onChange={setState} />}
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          <button
            type="button"
            data-test="cancel"
            className="btn btn-outline-secondary"
            onClick={() => void navigate(SHOP_PATHS.cart)}
          >
            Cancel
          </button>
          <button type="submit" data-test="continue" className="btn btn-primary" disabled={busy}>
            Continue
          </button>
        </div>
      </form>
    </section>
  );
}
