import { useState } from 'react';
import { TextField } from '../../lib/Field';
import { useRandom } from '../../lib/useRandom';
import {
  addToCart,
  QUANTITIES,
  removeFromCart,
  searchProducts,
  setQuantity,
  subtotal,
  type CartItem,
  type Product,
  type Quantity,
} from './cart';

/** Search products, add them to a cart, pick quantities and read the subtotal. */
export default function ShoppingCartPage() {
  const random = useRandom();
  const [term, setTerm] = useState('');
  const [products, setProducts] = useState<Product[]>([]);
  const [cart, setCart] = useState<readonly CartItem[]>([]);
  const [showCart, setShowCart] = useState(false);

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-4">
        {showCart ? (
          <h2 className="h4 mb-0">Your cart</h2>
        ) : (
          <form
            role="search"
            className="d-flex align-items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              setProducts(searchProducts(term, random));
            }}
          >
            <TextField
              id="product-search"
              label="Search products"
              fieldClassName=""
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
            />
            <button type="submit" className="btn btn-primary">
              Search
            </button>
          </form>
        )}
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-pressed={showCart}
          onClick={() => setShowCart(!showCart)}
        >
          Cart{' '}
          <span className="badge text-bg-primary">
            {cart.length}
            <span className="visually-hidden"> items</span>
          </span>
        </button>
      </div>

      {showCart ? (
        <CartView
          cart={cart}
          onQuantity={(title, quantity) => setCart(setQuantity(cart, title, quantity))}
          onRemove={(title) => setCart(removeFromCart(cart, title))}
          onBack={() => setShowCart(false)}
        />
      ) : (
        <div className="row row-cols-1 row-cols-md-3 g-3">
          {products.map((product) => (
            <div key={product.title} className="col">
              <article className="card h-100">
                <div className="card-body d-flex flex-column">
                  <h3 className="h5 card-title">{product.title}</h3>
                  <p className="card-text fs-5">${product.value}</p>
                  <button
                    type="button"
                    className="btn btn-success mt-auto"
                    onClick={() => setCart(addToCart(cart, product))}
                  >
                    Add to cart
                  </button>
                </div>
              </article>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

interface CartViewProps {
  cart: readonly CartItem[];
  onQuantity(title: string, quantity: Quantity): void;
  onRemove(title: string): void;
  onBack(): void;
}

function CartView({ cart, onQuantity, onRemove, onBack }: CartViewProps) {
  return (
    <>
      {cart.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <ul className="list-group mb-3">
          {cart.map((item, index) => (
            <li
              key={item.title}
              className="list-group-item d-flex flex-wrap align-items-center gap-3"
            >
              <span className="flex-grow-1">{item.title}</span>
              <span>${item.value}</span>
              <label className="visually-hidden" htmlFor={`quantity-${index}`}>
                Quantity of {item.title}
              </label>
              <select
                id={`quantity-${index}`}
                className="form-select w-auto"
                value={item.quantity}
                onChange={(event) => onQuantity(item.title, Number(event.target.value) as Quantity)}
              >
                {QUANTITIES.map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="btn btn-outline-danger"
                onClick={() => onRemove(item.title)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="fs-5">Subtotal: ${subtotal(cart)}</p>
      <button type="button" className="btn btn-secondary" onClick={onBack}>
        Back to search
      </button>
    </>
  );
}
