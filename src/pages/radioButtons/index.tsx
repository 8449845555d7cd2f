import { useState } from 'react';

const PAYMENT_METHODS = ['PayPal', 'Credit card', 'Debit card', 'Bank transfer'] as const;
type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Pick a payment method; Next locks the choice, Cancel unlocks it. */
export default function RadioButtonsPage() {
  const [method, setMethod] = useState<PaymentMethod>(PAYMENT_METHODS[0]);
  const [locked, setLocked] = useState(false);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <fieldset disabled={locked} className="mb-3">
        <legend className="h5">Payment method</legend>
        {PAYMENT_METHODS.map((option) => {
          const id = `payment-${option.replace(/\s+/g, '-').toLowerCase()}`;
          return (
            <div key={option} className="form-check">
              <input
                className="form-check-input"
                type="radio"
                name="paymentMethod"
                id={id}
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              <label className="form-check-label" htmlFor={id}>
                {option}
              </label>
            </div>
          );
        })}
      </fieldset>
      <div className="d-flex gap-2">
        {locked ? (
          <button type="button" className="btn btn-primary" disabled>
            Paying with {method}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setLocked(true)}>
            Next
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={!locked}
          onClick={() => setLocked(false)}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
