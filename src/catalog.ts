/**
 * The catalog: every practice page, once. The router, the home cards, the page frame, the
 * server's 200/404 answer, the byte budgets and the generic end-to-end checks all read it.
 * Data only (no React), so the server and the build scripts can import it too.
 */
export interface Exercise {
  /** Canonical route, e.g. "/counter". */
  path: string;
  /** Other exact spellings that open the same page. */
  aliases?: readonly string[];
  /** Any path matching this (tested against the whole path) also opens the page. */
  matches?: RegExp;
  /** Folder under src/pages holding the page's index.tsx. */
  page: string;
  /** h1, card title and document title. */
  title: string;
  /** One line under the title and on the card. */
  description: string;
  /** A bootstrap-icons name, shown on the home card. */
  icon: string;
  /** Shown without the site frame when loaded inside an iframe (top-level loads keep the frame). */
  embeddable?: boolean;
  /** False for sub-pages that have no home card. */
  listed?: boolean;
  /** Gzip budget of the JS the page loads on a first visit, in KB (default in scripts/size.mjs). */
  jsBudgetKb?: number;
}

export const exercises: readonly Exercise[] = [
  {
    path: '/buttonClick',
    page: 'buttonClick',
    title: 'Button Click',
    description: 'Click the button to reveal the hidden content.',
    icon: 'hand-index',
  },
  {
    path: '/counter',
    page: 'counter',
    title: 'Counter',
    description: 'Increment and decrement a number and check its value.',
    icon: 'plus-slash-minus',
  },
  {
    path: '/checkbox',
    page: 'checkbox',
    title: 'Checkboxes',
    description: 'Check and uncheck boxes in two groups.',
    icon: 'check2-square',
  },
  {
    path: '/radioButtons',
    page: 'radioButtons',
    title: 'Radio Buttons',
    description: 'Choose a payment method, lock it with Next and unlock it with Cancel.',
    icon: 'ui-radios',
  },
  {
    path: '/rightClick',
    page: 'rightClick',
    title: 'Right Click',
    description: 'Right-click the button and check that its label and style change.',
    icon: 'mouse2',
  },
  {
    path: '/mouseHover',
    page: 'mouseHover',
    title: 'Mouse Hover',
    description: 'Hover over the button to show a hidden text.',
    icon: 'cursor',
  },
  {
    path: '/openNewTab',
    page: 'openNewTab',
    title: 'Open New Tab',
    description: 'Open a page in a new browser tab and switch to it.',
    icon: 'box-arrow-up-right',
  },
  {
    path: '/newTab',
    page: 'newTab',
    title: 'New Tab',
    description: 'The page that Open New Tab opens.',
    icon: 'window-plus',
    listed: false,
  },
  {
    path: '/scrollDown',
    page: 'scrollDown',
    title: 'Scroll Down',
    description: 'Scroll down the page to find six sentences about fruits.',
    icon: 'arrow-down-circle',
  },
  {
    path: '/divTable',
    page: 'divTable',
    title: 'Div Table',
    description: 'Verify contents of table below.',
    icon: 'table',
  },
  {
    path: '/regex',
    page: 'regex',
    title: 'Regex',
    description: 'Extract websites, phone numbers and ZIP codes with regular expressions.',
    icon: 'regex',
  },
  {
    path: '/textareaMultiline',
    page: 'textareaMultiline',
    title: 'Multiline Textarea',
    description: 'Validate multiline input capabilities.',
    icon: 'textarea-t',
  },
  {
    path: '/screenResolution',
    page: 'screenResolution',
    title: 'Screen Resolution',
    description: 'Check the size of your screen',
    icon: 'display',
  },
  {
    path: '/emailValidation',
    page: 'emailValidation',
    title: 'Email Validation',
    description: 'Enter the email address and click the button to send a random 6-digit auth code.',
    icon: 'envelope-check',
    jsBudgetKb: 120,
  },
  {
    path: '/emailValidation/inbox',
    page: 'emailValidationInbox',
    title: 'Practice Inbox',
    description: 'Read the e-mails that Email Validation sends, newest first.',
    icon: 'inbox',
    listed: false,
  },
];

/** The home page is not a catalog entry: it lists them. */
export const HOME_PATH = '/';

/** "/counter/" and "/counter" are the same page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The exercise a path opens, if any: canonical path, an alias, or a matching pattern. */
export function findExercise(pathname: string): Exercise | undefined {
  const path = normalizePath(pathname);
  return (
    exercises.find((e) => e.path === path || e.aliases?.includes(path)) ??
    exercises.find((e) => e.matches?.test(path))
  );
}

/** Whether the site has a page at this path (home included). */
export function isKnownPath(pathname: string): boolean {
  return normalizePath(pathname) === HOME_PATH || findExercise(pathname) !== undefined;
}

/** Every exact path that opens a page: canonical paths and aliases. */
export function routedPaths(exercise: Exercise): string[] {
  return [exercise.path, ...(exercise.aliases ?? [])];
}
