// Small parts the views share: the loading line, the page's alert and prices.
import type { ReactNode } from 'react';
import { formatMoney } from '../../shared/shop/money';
import { useShop } from './shopContext';

/** While a view's data is on its way (the catalog checks wait for this text to go). */
export function Loading({ children = 'Loading…' }: { children?: ReactNode }) {
  return (
    <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      {children}
    </p>
  );
}

/** The view's alert (role alert), in the page: never a browser dialog. */
export function ErrorAlert({ message, hook }: { message?: string; hook?: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="alert alert-danger" data-test={hook}>
      {message}
    </div>
  );
}

/** A price as the shop writes money. */
export function Price({
  cents,
  hook,
  className = '',
}: {
  cents: number;
  hook?: string;
  className?: string;
}) {
  const { bugs } = useShop();
  const faint = bugs.has('B25') ? 'shop-price-faint' : '';
  return (
    <span data-test={hook} className={`${className} ${faint}`.trim() || undefined}>
      {formatMoney(cents)}
    </span>
  );
}

/** A product's picture, alt text its name (the one place of B23). */
export function ProductPicture({
  product,
  hook,
  className,
}: {
  product: { name: string; image: string };
  hook: string;
  className: string;
}) {
  const { bugs } = useShop();
  return (
    <img
      data-test={hook}
      src={product.image}
      alt={bugs.has('B23') ? undefined : product.name}
      className={className}
      width={320}
      height={200}
    />
  );
}
