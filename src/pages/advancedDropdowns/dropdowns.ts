/** The eight dropdowns of /advancedDropdowns (SPEC-2 page 15), row by row, left then right. */

/** Each look is styled after the UI library the original page used (advancedDropdowns.scss). */
export type Look =
  | 'material'
  | 'semantic'
  | 'ng-select'
  | 'select2'
  | 'ngx-select'
  | 'animated'
  | 'react-dropdown-select'
  | 'delayed';

export interface DropdownSpec {
  /** The look, also the prefix of every id inside the dropdown. */
  look: Look;
  caption: string;
  options: readonly string[];
  /** The combobox is a text field: typing filters, Space types a space. */
  typing?: boolean;
  /** Closed text with nothing chosen (a text field's placeholder). */
  placeholder: string;
  /** Closed text whatever is chosen. */
  fixedText?: string;
  /** Placeholder of the search box at the top of the open panel. */
  search?: string;
  /** Shown when the search matches nothing. */
  emptyText?: string;
  /** Choosing this option clears the value (Material's blank first option). */
  clearingOption?: string;
  /** The chosen option is a row above the list, with a clear button (Ngx). */
  chosenOnTop?: boolean;
  /** A clear button in the closed control: only while something is chosen, or always. */
  clearButton?: 'withValue' | 'always';
  /** A transparent backdrop behind the open panel: a mouse down on it closes the panel. */
  backdrop?: boolean;
  /** The panel stays in the page and fades and slides open and closed. */
  animated?: boolean;
  /** Each opening shows LOADING_TEXT this long before the options. */
  loadingMs?: number;
}

export const NBSP = '\u00a0';
export const LOADING_TEXT = 'Loading...';
export const LOADING_MS = 2000;

const numbered = (prefix: string) => [1, 2, 3, 4].map((n) => `${prefix}${n}`);

export const DROPDOWNS: readonly DropdownSpec[] = [
  {
    look: 'material',
    caption: 'Angular Material Design',
    options: [NBSP, ...numbered('MatOption')],
    placeholder: '',
    clearingOption: NBSP,
    backdrop: true,
  },
  {
    look: 'semantic',
    caption: 'React Semantic Select',
    options: numbered('ReactSemanticOption'),
    // Shown although nothing is chosen, as the original does.
    placeholder: 'ReactSemanticOption1',
    search: 'Search...',
    emptyText: 'No results',
  },
  {
    look: 'ng-select',
    caption: 'Angular Ng Select',
    options: numbered('NgSelectOption'),
    typing: true,
    placeholder: '',
    emptyText: 'No items',
    clearButton: 'withValue',
  },
  {
    look: 'select2',
    caption: 'JQuery Select2',
    options: numbered('JQueryOption'),
    placeholder: 'Select an option',
    search: 'Search...',
    emptyText: 'No results',
  },
  {
    look: 'ngx-select',
    caption: 'Angular Ngx Select',
    options: numbered('NgxSelectOption'),
    placeholder: 'Select',
    search: 'Search',
    emptyText: 'No results',
    chosenOnTop: true,
  },
  {
    look: 'animated',
    caption: 'Animated Dropdown',
    options: numbered('Option '),
    placeholder: 'Choose something...',
    fixedText: 'Choose something...',
    animated: true,
  },
  {
    look: 'react-dropdown-select',
    caption: 'React Dropdown Select',
    options: numbered('ReactDropdownOption'),
    typing: true,
    placeholder: 'Select...',
    emptyText: 'No data',
    clearButton: 'always',
  },
  {
    look: 'delayed',
    caption: 'Delayed Dropdown',
    options: numbered('Option '),
    placeholder: 'Select an option',
    fixedText: 'Select an option',
    animated: true,
    loadingMs: LOADING_MS,
  },
];
