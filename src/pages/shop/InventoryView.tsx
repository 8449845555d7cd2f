import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ApiProduct } from '../../shared/shop/api';
import {
  DEFAULT_SORT,
  PRODUCT_CATEGORIES,
  PRODUCT_COUNT,
  SORT_LABELS,
  SORTS,
  listQueryString,
  parseListQuery,
  type ListQuery,
  type ProductCategory,
  type Sort,
} from '../../shared/shop/products';
import { shopApi } from './api';
import { ErrorAlert, Loading, Price, ProductPicture } from './parts';
import { nextProductId } from './rules';
import { SHOP_PATHS } from './routes';
import { useShop } from './shopContext';

/** What a list link hands the product view, so its "Back to products" keeps the list's query. */
export interface FromList {
  listQuery: string;
}

/** One product of the list, with its one button. */
function InventoryItem({
  product,
  position,
  listQuery,
  onError,
}: {
  product: ApiProduct;
  position: number;
  listQuery: string;
  onError: (message?: string) => void;
}) {
  const { bugs, cart, setCart, loginLost } = useShop();
  const [busy, setBusy] = useState(false);
  const inCart = cart?.lines.some((line) => line.productId === product.id) ?? false;

  const change = async (send: () => ReturnType<typeof shopApi.removeFromCart>) => {
    setBusy(true);
    onError(undefined);
    const answer = await send();
    setBusy(false);
    if (answer.ok) return setCart(answer.body);
    if (answer.status === 401) return loginLost();
    onError(answer.message);
  };

  const add = () => {
    if (bugs.has('B04') && product.id % 2 === 0) return;
    void change(() => shopApi.addToCart({ productId: product.id, quantity: 1 }));
  };

  const linkedId = bugs.has('B03') ? nextProductId(product.id, PRODUCT_COUNT) : product.id;
  const buttonPlace = bugs.has('B19') && position === 2 ? 'shop-button-lower' : '';
  const priceSize = bugs.has('B21') ? 'shop-price-double' : '';

  let button;
  if (product.stock === 0)
    button = (
      <button
        type="button"
        data-test={`out-of-stock-${product.slug}`}
        className="btn btn-secondary btn-sm"
        disabled
      >
        Out of stock
      </button>
    );
  else if (inCart)
    button = (
      <button
        type="button"
        data-test={`remove-${product.slug}`}
        className="btn btn-outline-danger btn-sm"
        disabled={busy}
        onClick={() => void change(() => shopApi.removeFromCart(product.id))}
      >
        Remove
      </button>
    );
  else
    button = (
      <button
        type="button"
        data-test={`add-to-cart-${product.slug}`}
        className="btn btn-primary btn-sm"
        disabled={busy}
        onClick={add}
      >
        Add to cart
      </button>
    );

  return (
    <li data-test="inventory-item" className="col">
      <div className="card h-100 shop-card">
        <ProductPicture
          product={product}
          hook="inventory-item-image"
          className="card-img-top shop-picture"
        />
        <div className="card-body d-flex flex-column">
          <h3 className="h6 card-title">
            <Link
              data-test="inventory-item-name"
              to={SHOP_PATHS.product(linkedId)}
              state={{ listQuery } satisfies FromList}
            >
              {product.name}
            </Link>
          </h3>
          <p
            data-test="inventory-item-desc"
            className="card-text small text-body-secondary flex-grow-1"
          >
            {product.description}
          </p>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <Price
              cents={product.price}
              hook="inventory-item-price"
              className={`shop-price ${priceSize}`}
            />
            <span className={buttonPlace || undefined}>{button}</span>
          </div>
        </div>
      </div>
    </li>
  );
}

/** `/shop/inventory`: the twelve products, searched, filtered and sorted in the address. */
export function InventoryView() {
  const { loginLost } = useShop();
  const [params, setParams] = useSearchParams();
  const query = parseListQuery(params);
  const queryString = listQueryString(query);
  // The search field keeps what is typed (spaces too); the address holds it trimmed.
  const [typed, setTyped] = useState(query.q);
  // The list as answered for one query: another query's list is not this one's.
  const [loaded, setLoaded] = useState<{ query: string; products: ApiProduct[] }>();
  const products = loaded?.query === queryString ? loaded.products : undefined;
  const [error, setError] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    shopApi.products(queryString, controller.signal).then(
      (answer) => {
        if (answer.ok) return setLoaded({ query: queryString, products: answer.body.products });
        if (answer.status === 401) return loginLost();
        setError(answer.message);
        setLoaded({ query: queryString, products: [] });
      },
      () => {},
    );
    return () => controller.abort();
  }, [queryString, loginLost]);

  const update = (change: Partial<ListQuery>) =>
    setParams(new URLSearchParams(listQueryString({ ...query, ...change })), { replace: true });

  return (
    <section aria-labelledby="shop-view-heading">
      <h2 id="shop-view-heading" className="h4">
        Products
      </h2>
      <form role="search" className="row g-2 mb-3" onSubmit={(event) => event.preventDefault()}>
        <div className="col-12 col-md-5">
          <label htmlFor="shop-search" className="form-label">
            Search products
          </label>
          <input
            id="shop-search"
            type="search"
            data-test="search"
            className="form-control"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              update({ q: event.target.value });
            }}
          />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="shop-category" className="form-label">
            Category
          </label>
          <select
            id="shop-category"
            data-test="category"
            className="form-select"
            value={query.category ?? ''}
            onChange={(event) =>
              update({ category: (event.target.value || null) as ProductCategory | null })
            }
          >
            <option value="">All categories</option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-4">
          <label htmlFor="shop-sort" className="form-label">
            Sort by
          </label>
          <select
            id="shop-sort"
            data-test="sort"
            className="form-select"
            value={query.sort}
            onChange={(event) => update({ sort: (event.target.value || DEFAULT_SORT) as Sort })}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
      </form>
      <ErrorAlert message={error} />
      {products === undefined ? (
        <Loading>Loading products…</Loading>
      ) : (
        <>
          <p role="status" data-test="result-count" className="text-body-secondary">
            Showing {products.length} of {PRODUCT_COUNT} products
          </p>
          {products.length === 0 ? (
            <p data-test="no-results">No products match your search.</p>
          ) : (
            <ul className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 g-3">
              {products.map((product, position) => (
                <InventoryItem
                  key={product.id}
                  product={product}
                  position={position}
                  listQuery={queryString}
                  onError={setError}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
