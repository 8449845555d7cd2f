import { useState } from 'react';
import { CheckField } from '../../lib/Field';

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
        {PAYMENT_METHODS.map((option) => (
          <CheckField
            key={option}
            id={`payment-${option.replace(/\s+/g, '-').toLowerCase()}`}
            label={option}
            type="radio"
            name="paymentMethod"
            value={option}
            checked={method === option}
            onChange={() => setMethod(option)}
          />
        ))}
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
