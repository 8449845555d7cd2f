import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { ApiProduct } from '../../shared/shop/api';
import { maxPerLine } from '../../shared/shop/products';
import { SHOP_MESSAGES } from '../../shared/shop/texts';
import { shopApi } from './api';
import type { FromList } from './InventoryView';
import { ErrorAlert, Loading, Price, ProductPicture } from './parts';
import { parseQuantity } from './rules';
import { SHOP_PATHS } from './routes';
import { useShop } from './shopContext';

const stockText = (stock: number) =>
  stock >= 5 ? 'In stock' : stock > 0 ? `Only ${stock} left` : 'Out of stock';

function BackToProducts() {
  const location = useLocation();
  const listQuery = (location.state as Partial<FromList> | null)?.listQuery ?? '';
  return (
    <Link
      data-test="back-to-products"
      to={`${SHOP_PATHS.inventory}${listQuery}`}
      className="btn btn-link px-0"
    >
      Back to products
    </Link>
  );
}

function ProductDetails({ product }: { product: ApiProduct }) {
  const { bugs, setCart, loginLost } = useShop();
  const max = maxPerLine(product.stock, bugs);
  const [quantity, setQuantity] = useState('1');
  const [added, setAdded] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const outOfStock = product.stock === 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(undefined);
    setError(undefined);
    const wanted = parseQuantity(quantity, max);
    if (wanted === null) return setError(SHOP_MESSAGES.wholeNumber(max));
    setBusy(true);
    const answer = await shopApi.addToCart({ productId: product.id, quantity: wanted });
    setBusy(false);
    if (answer.ok) {
      setCart(answer.body);
      return setAdded(SHOP_MESSAGES.added(wanted));
    }
    if (answer.status === 401) return loginLost();
    setError(answer.message);
  };

  return (
    <div className="row g-4">
      <div className="col-md-5">
        <ProductPicture
          product={product}
          hook="product-image"
          className="img-fluid rounded border shop-picture"
        />
      </div>
      <div className="col-md-7">
        <p data-test="product-desc">{product.description}</p>
        <p className="fs-4 mb-2">
          <Price cents={product.price} hook="product-price" className="shop-price" />
        </p>
        <p data-test="product-category" className="mb-1">
          Category: {product.category}
        </p>
        <p
          data-test="product-stock"
          className={outOfStock ? 'text-danger-emphasis' : 'text-success-emphasis'}
        >
          {stockText(product.stock)}
        </p>
        <form
          noValidate
          className="d-flex flex-wrap align-items-end gap-2"
          onSubmit={(event) => void onSubmit(event)}
        >
          <div>
            <label htmlFor="shop-quantity" className="form-label">
              Quantity
            </label>
            <input
              id="shop-quantity"
              data-test="quantity"
              type="number"
              inputMode="numeric"
              className="form-control shop-quantity"
              min={1}
              max={Math.max(max, 1)}
              step={1}
              disabled={outOfStock}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </div>
          <button
            type="submit"
            data-test="add-to-cart"
            className="btn btn-primary"
            disabled={outOfStock || busy}
          >
            Add to cart
          </button>
        </form>
        <div className="mt-3">
          <p
            role="status"
            data-test={added ? 'add-message' : undefined}
            className={added ? 'alert alert-success' : 'mb-0'}
          >
            {added}
          </p>
          <ErrorAlert message={error} />
        </div>
      </div>
    </div>
  );
}

/** `/shop/product/{id}`: one product, with a quantity to add. */
export function ProductView({ id }: { id: string }) {
  const { loginLost } = useShop();
  const [answer, setAnswer] = useState<{ product?: ApiProduct; message?: string }>();

  useEffect(() => {
    const controller = new AbortController();
    shopApi.product(id, controller.signal).then(
      (result) => {
        if (result.ok) return setAnswer({ product: result.body });
        if (result.status === 401) return loginLost();
        setAnswer({
          message: result.status === 404 ? SHOP_MESSAGES.noProduct(id) : result.message,
        });
      },
      () => {},
    );
    return () => controller.abort();
  }, [id, loginLost]);

  if (!answer) return <Loading />;
  const { product, message } = answer;
  return (
    <section aria-labelledby="shop-view-heading">
      <BackToProducts />
      <h2 id="shop-view-heading" className="h4" data-test={product ? 'product-name' : undefined}>
        {product ? product.name : 'Product not found'}
      </h2>
      {product ? <ProductDetails key={product.id} product={product} /> : <p>{message}</p>}
    </section>
  );
}
