import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import PhoneInputModule from 'react-phone-input-2';
import phoneCss from 'react-phone-input-2/lib/style.css?raw';
import './phoneField.css';

// A CommonJS bundle: the production build hands over its exports object, the dev server the
// component itself.
const PhoneInput =
  (PhoneInputModule as unknown as { default?: typeof PhoneInputModule }).default ??
  PhoneInputModule;

const PHONE_PLACEHOLDER = '+1 (201) 555-0123';
const COUNTRY_BUTTON_NAME = 'Choose country';
const COUNTRY_LIST_NAME = 'Countries';
const COUNTRY_SEARCH_NAME = 'Search countries';

interface PhoneFieldProps {
  id: string;
  value: string;
  /** Digits only. */
  onChange: (digits: string) => void;
}

/*
 * The library's stylesheet embeds a 24 KB flag sprite, which would push this route past the site's
 * CSS budget; so only this page adopts it, as a constructed stylesheet (CSSOM, which the CSP's
 * style-src 'self' allows, unlike an inline <style>), for as long as the field is shown.
 */
function usePhoneStyles() {
  useLayoutEffect(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(phoneCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, []);
}

function setAttributes(element: Element | null, attributes: Record<string, string>) {
  if (!element) return;
  for (const [name, value] of Object.entries(attributes))
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/*
 * ARIA that the library's markup lacks, added in place: no element, class or order changes, so
 * the markup a tester scripts against (.selected-flag, .country-list, .country, .search-box) stays.
 * - The flag button is named only by a title, empty until a country is known.
 * - The country list (role listbox) has no name.
 * - The search box is named only by its placeholder "search".
 * - The search row and the "No entries to show" row are bare <li>s, i.e. list items outside any
 *   list; role none drops that, leaving their content (search box, message) in the listbox.
 * - The magnifying-glass emoji (role img) is decoration beside the named search box.
 * The library renders the list anew on each opening and its rows on each search, and it does not
 * re-render this component then, so a MutationObserver applies the attributes again; they are not
 * React props, so the library's own renders leave them alone.
 * What no attribute can fix: the search box sits inside the listbox, which may own only options
 * (axe's aria-required-children); moving it out means changing the library's DOM.
 */
function useCountryListAria(container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const apply = () => {
      setAttributes(root.querySelector('.selected-flag'), { 'aria-label': COUNTRY_BUTTON_NAME });
      const list = root.querySelector('.country-list');
      if (!list) return;
      setAttributes(list, { 'aria-label': COUNTRY_LIST_NAME });
      setAttributes(list.querySelector(':scope > .search'), { role: 'none' });
      setAttributes(list.querySelector('.search-emoji'), { 'aria-hidden': 'true' });
      setAttributes(list.querySelector('.search-box'), { 'aria-label': COUNTRY_SEARCH_NAME });
      setAttributes(list.querySelector(':scope > .no-entries-message'), { role: 'none' });
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}

/** An international phone input: country-flag dropdown with search, mask per country. */
export function PhoneField({ id, value, onChange }: PhoneFieldProps) {
  usePhoneStyles();
  const container = useRef<HTMLDivElement>(null);
  useCountryListAria(container);
  // The library closes its list on Tab and Escape, except while its search box has the focus.
  const closeFromSearch = (event: KeyboardEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.classList.contains('search-box')) return;
    if (event.key !== 'Tab' && event.key !== 'Escape') return;
    event.preventDefault();
    // What the library treats as a click outside the list.
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    const next =
      event.key === 'Tab'
        ? document.getElementById(id)
        : container.current?.querySelector<HTMLElement>('.selected-flag');
    next?.focus();
  };
  return (
    <div ref={container} className="phone-field" onKeyDown={closeFromSearch}>
      <PhoneInput
        value={value}
        onChange={onChange}
        placeholder={PHONE_PLACEHOLDER}
        enableSearch
        inputProps={{ id, name: 'phone' }}
        inputClass="form-control"
      />
    </div>
  );
}
