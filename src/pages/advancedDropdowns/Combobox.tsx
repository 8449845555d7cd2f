import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { closedText, keyAction, listed, moveActive, openingActive, valueOf } from './combobox';
import { LOADING_TEXT, type DropdownSpec } from './dropdowns';

type Phase = 'idle' | 'loading' | 'ready';

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * One dropdown: a combobox (a focusable control, or a text field when `spec.typing`) with a
 * listbox of options. The active option is shown with aria-activedescendant and aria-selected.
 */
export function Combobox({ spec }: { spec: DropdownSpec }) {
  const id = spec.look;
  const ids = {
    caption: `${id}-caption`,
    combobox: `${id}-combobox`,
    listbox: `${id}-listbox`,
    search: `${id}-search`,
    value: `${id}-value`,
  };
  const optionId = (option: string) => `${id}-option-${spec.options.indexOf(option)}`;

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const [value, setValue] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>(spec.loadingMs ? 'idle' : 'ready');
  const root = useRef<HTMLDivElement>(null);
  const control = useRef<HTMLElement>(null);
  const search = useRef<HTMLInputElement>(null);
  // A click opens or closes only when its mouse down was on the control too.
  const pressed = useRef(false);

  const list = listed(spec, query, value);
  const shown = phase === 'ready' ? list.options : [];
  const activeOption = open && active >= 0 ? shown[active] : undefined;

  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
    setActive(-1);
    setPhase((current) => (current === 'loading' ? 'idle' : current));
  }, []);

  const openPanel = () => {
    if (spec.loadingMs) {
      setPhase('loading');
      setActive(-1);
    } else {
      setActive(openingActive(listed(spec, '', value).options, value));
    }
    setOpen(true);
  };

  const choose = (option: string) => {
    if (spec.search) control.current?.focus();
    setValue(valueOf(spec, option));
    close();
  };

  const clear = () => {
    setValue(null);
    if (open) setActive(openingActive(listed(spec, query, null).options, null));
    (spec.chosenOnTop ? search : control).current?.focus();
  };

  const type = (text: string) => {
    setQuery(text);
    setActive(openingActive(listed(spec, text, value).options, value));
    setOpen(true);
  };

  // Each opening of the delayed dropdown loads for a while; closing or leaving cancels it.
  useEffect(() => {
    if (!open || phase !== 'loading') return;
    const timer = window.setTimeout(() => {
      setPhase('ready');
      setActive(openingActive(spec.options, value));
    }, spec.loadingMs);
    return () => window.clearTimeout(timer);
  }, [open, phase, spec, value]);

  // A mouse down anywhere outside closes the panel.
  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: globalThis.MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [open, close]);

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  useEffect(() => {
    if (activeOption)
      document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on the spec.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, typing: boolean) => {
    const action = keyAction(event.key, open, typing);
    if (!action) return;
    event.preventDefault();
    switch (action.kind) {
      case 'open':
        openPanel();
        break;
      case 'move':
        setActive((current) => moveActive(current, action.move, shown.length));
        break;
      case 'choose':
        if (activeOption !== undefined) choose(activeOption);
        break;
      case 'close':
        if (spec.search) control.current?.focus();
        close();
        break;
    }
  };

  // Focus leaving the dropdown (Tab) closes it.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !root.current?.contains(next)) close();
  };

  const onControlClick = () => {
    if (!pressed.current) return;
    pressed.current = false;
    if (!open) openPanel();
    else if (!spec.typing) close();
  };

  const onHandleClick = () => {
    control.current?.focus();
    if (open) close();
    else openPanel();
  };

  const comboboxProps = {
    id: ids.combobox,
    role: 'combobox',
    'aria-labelledby': ids.caption,
    'aria-describedby': ids.value,
    'aria-controls': ids.listbox,
    'aria-expanded': open,
    'aria-haspopup': 'listbox' as const,
    onMouseDown: () => {
      pressed.current = true;
    },
    onClick: onControlClick,
  };
  const activeDescendant = activeOption === undefined ? undefined : optionId(activeOption);

  const clearButton =
    spec.clearButton === 'always' || (spec.clearButton === 'withValue' && value !== null) ? (
      <button
        type="button"
        className="adv-dd__clear"
        aria-label={`Clear ${spec.caption}`}
        onClick={clear}
      >
        ×
      </button>
    ) : null;

  const controlElement = spec.typing ? (
    <div className="adv-dd__control adv-dd__control--typing">
      <div className="adv-dd__field">
        <span className="adv-dd__chosen" hidden={value === null || query !== ''}>
          {value}
        </span>
        <input
          ref={control as RefObject<HTMLInputElement>}
          {...comboboxProps}
          type="text"
          className="adv-dd__input"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          placeholder={value === null ? spec.placeholder : ''}
          value={query}
          onChange={(event) => type(event.target.value)}
          onKeyDown={(event) => onKeyDown(event, true)}
        />
      </div>
      {clearButton}
      <span
        className="adv-dd__handle"
        aria-hidden="true"
        onMouseDown={keepFocus}
        onClick={onHandleClick}
      >
        {spec.look === 'react-dropdown-select' ? '▼' : ''}
      </span>
    </div>
  ) : (
    <div className="adv-dd__control">
      {spec.look === 'material' && (
        <span
          className={`adv-dd__float${open || value !== null ? ' is-floating' : ''}`}
          aria-hidden="true"
        >
          {spec.caption}
        </span>
      )}
      <div
        ref={control as RefObject<HTMLDivElement>}
        {...comboboxProps}
        tabIndex={0}
        className="adv-dd__trigger"
        aria-activedescendant={spec.search ? undefined : activeDescendant}
        onKeyDown={(event) => onKeyDown(event, false)}
      >
        <span
          className={`adv-dd__text${value === null && !spec.fixedText ? ' is-placeholder' : ''}`}
        >
          {closedText(spec, value)}
        </span>
        <span className="adv-dd__arrow" aria-hidden="true" />
      </div>
    </div>
  );

  const listbox = (
    <ul
      id={ids.listbox}
      role="listbox"
      className="adv-dd__listbox"
      aria-labelledby={ids.caption}
      aria-busy={phase === 'loading' || undefined}
      onMouseDown={keepFocus}
    >
      {shown.map((option, index) => {
        const chosen = valueOf(spec, option) !== null && option === value;
        return (
          <li
            key={option}
            id={optionId(option)}
            role="option"
            aria-selected={open && index === active}
            aria-label={option === spec.clearingOption ? 'None' : undefined}
            className={`adv-dd__option${open && index === active ? ' is-active' : ''}${chosen ? ' is-chosen' : ''}`}
            onMouseMove={() => open && index !== active && setActive(index)}
            onClick={() => choose(option)}
          >
            {option}
          </li>
        );
      })}
    </ul>
  );

  const hiddenPanel = spec.animated && !open;
  const panel = (
    <div
      className={`adv-dd__panel${open ? ' is-open' : ''}`}
      aria-hidden={hiddenPanel || undefined}
      inert={hiddenPanel || undefined}
    >
      {spec.search && (
        <input
          ref={search}
          id={ids.search}
          type="search"
          className="adv-dd__search"
          autoComplete="off"
          spellCheck={false}
          placeholder={spec.search}
          aria-label={`Search ${spec.caption}`}
          aria-controls={ids.listbox}
          aria-autocomplete="list"
          aria-activedescendant={activeDescendant}
          value={query}
          onChange={(event) => type(event.target.value)}
          onKeyDown={(event) => onKeyDown(event, true)}
        />
      )}
      {phase === 'loading' && <div className="adv-dd__note">{LOADING_TEXT}</div>}
      {spec.chosenOnTop ? (
        // The chosen row stays an option; its "×" lies over the row's end, outside the listbox.
        <div className="adv-dd__list">
          {listbox}
          {list.chosenRow !== null && (
            <button
              type="button"
              className="adv-dd__clear adv-dd__row-clear"
              aria-label={`Clear ${spec.caption}`}
              onMouseDown={keepFocus}
              onClick={clear}
            >
              ×
            </button>
          )}
        </div>
      ) : (
        listbox
      )}
      {list.empty && spec.emptyText && (
        <div className="adv-dd__note" onMouseDown={keepFocus}>
          {spec.emptyText}
        </div>
      )}
    </div>
  );

  return (
    <section className={`adv-dd adv-dd--${spec.look}`} aria-labelledby={ids.caption}>
      <h2 id={ids.caption} className="adv-dd__caption">
        {spec.caption}
      </h2>
      <div ref={root} className="adv-dd__root" onBlur={onBlur}>
        {controlElement}
        {spec.backdrop && open && <div className="adv-dd__backdrop" onMouseDown={onBackdrop} />}
        {(open || spec.animated) && panel}
      </div>
      <p role="status" id={ids.value} className="adv-dd__value">
        Value selected: {value ?? ''}
      </p>
    </section>
  );

  function onBackdrop(event: MouseEvent) {
    event.preventDefault();
    close();
  }
}
