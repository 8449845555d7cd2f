import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import PhoneInputModule from 'react-phone-input-2';
import phoneCss from 'react-phone-input-2/lib/style.css?raw';

// A CommonJS bundle: the production build hands over its exports object, the dev server the
// component itself.
const PhoneInput =
  (PhoneInputModule as unknown as { default?: typeof PhoneInputModule }).default ??
  PhoneInputModule;

export const PHONE_PLACEHOLDER = '+1 (201) 555-0123';
const COUNTRY_BUTTON_NAME = 'Choose country';

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

/** An international phone input: country-flag dropdown with search, mask per country. */
export function PhoneField({ id, value, onChange }: PhoneFieldProps) {
  usePhoneStyles();
  const container = useRef<HTMLDivElement>(null);
  // The library's flag button is named only by a title that is empty until a country is known.
  useEffect(() => {
    container.current
      ?.querySelector('.selected-flag')
      ?.setAttribute('aria-label', COUNTRY_BUTTON_NAME);
  }, []);
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
    <div ref={container} onKeyDown={closeFromSearch}>
      <PhoneInput
        value={value}
        onChange={(digits) => onChange(digits)}
        placeholder={PHONE_PLACEHOLDER}
        enableSearch
        inputProps={{ id, name: 'phone' }}
        inputClass="form-control"
      />
    </div>
  );
}
