import {
  isRatingValue,
  MAX_STARS,
  ratingText,
  ratingValidationMessage,
  starLabel,
  type RatingValue,
} from './rules';

// Shadow roots get constructed style sheets: the CSP allows no inline <style>. The site's CSS
// variables cross into the roots, so the elements follow its theme.
function sheet(css: string): CSSStyleSheet {
  const style = new CSSStyleSheet();
  style.replaceSync(css);
  return style;
}

const BUTTON_CSS = `
  button {
    font: inherit;
    padding: 0.375rem 0.75rem;
    border: 1px solid var(--bs-primary);
    border-radius: var(--bs-border-radius);
    background: var(--bs-primary);
    color: #fff;
    cursor: pointer;
  }
  button:focus-visible { outline: 3px solid var(--bs-focus-ring-color); outline-offset: 2px; }
`;

const CARD_CSS = sheet(`
  :host { display: block; max-width: 24rem; }
  article {
    border: 1px solid var(--bs-border-color);
    border-radius: var(--bs-border-radius-lg);
    padding: 1rem;
  }
  h3 { font-size: 1.25rem; margin: 0 0 0.25rem; }
  .price { font-weight: 700; }
  .badge {
    display: inline-block;
    margin-left: 0.5rem;
    padding: 0 0.4rem;
    border: 1px solid var(--bs-border-color);
    border-radius: var(--bs-border-radius-sm);
    font-size: 0.875rem;
  }
  p { margin: 0.5rem 0 0.75rem; }
  ${BUTTON_CSS}
`);

/** A product card: title, price, badge and description come from slots; the cart button is its own. */
class ProductCard extends HTMLElement {
  #inCart = false;
  #button: HTMLButtonElement;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [CARD_CSS];
    root.innerHTML = `
      <article>
        <h3><slot name="title"></slot></h3>
        <div><span class="price"><slot name="price"></slot></span><span class="badge"><slot name="badge">No badge</slot></span></div>
        <p><slot></slot></p>
        <button type="button">Add to cart</button>
      </article>`;
    this.#button = root.querySelector('button')!;
    this.#button.addEventListener('click', () => {
      this.#inCart = !this.#inCart;
      this.#button.textContent = this.#inCart ? 'Remove from cart' : 'Add to cart';
      this.dispatchEvent(new Event('cartchange', { bubbles: true }));
    });
  }

  get inCart(): boolean {
    return this.#inCart;
  }

  /** The slotted title's text. */
  get productTitle(): string {
    return this.querySelector('[slot="title"]')?.textContent ?? '';
  }
}

const LOCKED_CSS = sheet(`
  :host { display: inline-block; }
  button { display: block; margin: 0; }
  ${BUTTON_CSS}
`);

/** One button in a closed shadow root: the host is exactly its size and hands focus to it. */
class LockedButton extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'closed', delegatesFocus: true });
    root.adoptedStyleSheets = [LOCKED_CSS];
    root.innerHTML = '<button type="button">Press the hidden button</button>';
    const button = root.querySelector('button')!;
    let buttonClick: Event | undefined;
    button.addEventListener('click', (event) => {
      buttonClick = event;
      this.dispatchEvent(new Event('press', { bubbles: true }));
    });
    // A click on the host beside the button's rounded corners presses the button too. (Seen
    // from the host, a click on the button is retargeted to the host: tell them apart by identity.)
    this.addEventListener('click', (event) => {
      if (event === buttonClick) return;
      button.focus();
      button.click();
    });
  }
}

const RATING_CSS = sheet(`
  :host { display: inline-flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
  .stars { display: inline-flex; gap: 0.125rem; }
  label { display: inline-flex; padding: 0.125rem; border-radius: var(--bs-border-radius-sm); }
  label:focus-within { outline: 3px solid var(--bs-focus-ring-color); }
  input {
    appearance: none;
    width: 2rem;
    height: 2rem;
    margin: 0;
    cursor: pointer;
    background: var(--bs-secondary-color);
    border: 0;
    clip-path: polygon(50% 0, 61% 35%, 98% 35%, 68% 57%, 79% 91%, 50% 70%, 21% 91%, 32% 57%, 2% 35%, 39% 35%);
  }
  input:checked, label:has(~ label input:checked) input { background: #f0a500; }
  input:focus { outline: none; }
`);

/**
 * A required-able star rating that joins its form: value "" or "1"-"5", a form-data entry once
 * chosen, and its own validity. Native radios in its open root give the keys of a radio group.
 */
class StarRating extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = ['required'];

  #internals: ElementInternals;
  #radios: HTMLInputElement[];
  #text: HTMLElement;

  constructor() {
    super();
    this.#internals = this.attachInternals();
    // Focus delegated to the stars, so that the form's validation can focus a missing rating.
    const root = this.attachShadow({ mode: 'open', delegatesFocus: true });
    root.adoptedStyleSheets = [RATING_CSS];
    const stars = document.createElement('span');
    stars.className = 'stars';
    this.#radios = Array.from({ length: MAX_STARS }, (_, index) => {
      const label = document.createElement('label');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'stars';
      radio.value = String(index + 1);
      radio.dataset.value = radio.value;
      radio.setAttribute('aria-label', starLabel(index + 1));
      radio.addEventListener('change', () => this.#choose(radio.value as RatingValue));
      label.append(radio);
      stars.append(label);
      return radio;
    });
    this.#text = document.createElement('span');
    root.append(stars, this.#text);
    this.#update('');
  }

  get value(): RatingValue {
    return (this.#radios.find((radio) => radio.checked)?.value ?? '') as RatingValue;
  }

  set value(value: string) {
    if (!isRatingValue(value)) return;
    this.#radios.forEach((radio) => (radio.checked = radio.value === value));
    this.#update(value);
  }

  get name(): string {
    return this.getAttribute('name') ?? '';
  }

  set name(name: string) {
    this.setAttribute('name', name);
  }

  get required(): boolean {
    return this.hasAttribute('required');
  }

  set required(required: boolean) {
    this.toggleAttribute('required', required);
  }

  get form(): HTMLFormElement | null {
    return this.#internals.form;
  }

  get validity(): ValidityState {
    return this.#internals.validity;
  }

  get validationMessage(): string {
    return this.#internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.#internals.willValidate;
  }

  checkValidity(): boolean {
    return this.#internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.#internals.reportValidity();
  }

  attributeChangedCallback() {
    this.#update(this.value);
  }

  formResetCallback() {
    this.value = '';
  }

  #choose(value: RatingValue) {
    this.#update(value);
    this.dispatchEvent(new Event('input', { bubbles: true }));
    this.dispatchEvent(new Event('change', { bubbles: true }));
  }

  #update(value: RatingValue) {
    this.#text.textContent = ratingText(value);
    // No entry in the form data until a rating is chosen.
    this.#internals.setFormValue(value === '' ? null : value);
    const message = ratingValidationMessage(value, this.required);
    if (message) this.#internals.setValidity({ valueMissing: true }, message, this.#radios[0]);
    else this.#internals.setValidity({});
  }
}

/** A page visited again in the app finds its elements defined already. */
function define(name: string, element: CustomElementConstructor) {
  if (!customElements.get(name)) customElements.define(name, element);
}

define('pg-product-card', ProductCard);
define('pg-locked-button', LockedButton);
define('pg-star-rating', StarRating);

export type { LockedButton, ProductCard, StarRating };
