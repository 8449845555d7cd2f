/**
 * The catalog: every practice page, once. The router, the home cards, the page frame, the
 * server's 200/404 answer, the byte budgets and the generic end-to-end checks all read it.
 * Data only (no React), so the server and the build scripts can import it too.
 */
/** The home page's sections, in their order (SPEC-2, Part C). */
export const CATEGORIES = [
  'Basics',
  'Forms & inputs',
  'Waits & timing',
  'Tables & data',
  'DOM structure',
  'Mouse & keyboard',
  'Browser features',
  'Media',
  'Server & network',
  'Auth & sessions',
  'Practice apps',
] as const;

export type Category = (typeof CATEGORIES)[number];

export interface Exercise {
  /** Canonical route, e.g. "/counter". */
  path: string;
  /** Other exact spellings that open the same page. */
  aliases?: readonly string[];
  /** Any path matching this (tested against the whole path) also opens the page. */
  matches?: RegExp;
  /** Folder under src/pages holding the page's index.tsx. */
  page: string;
  /** The home section it is listed in (a sub-page takes its parent's). */
  category: Category;
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
  /**
   * The page's body is markup that works without the app: text, images, plain links, the
   * browser's own media controls; no handler, effect or random draw. The build renders it into
   * the route's HTML, so that it paints before the app has come (src/app/pages.ts).
   */
  staticBody?: true;
  /** Gzip budget of the JS the page loads on a first visit, in KB (default in scripts/checks/size.mjs). */
  jsBudgetKb?: number;
  /**
   * The server's answer to the page request is the exercise (a status, a redirect, a challenge,
   * a delay): every link to it is a plain document load, never an in-app navigation.
   */
  fullPageLoad?: boolean;
  /** The page's exceptions to the catalog-driven e2e checks, each one its exercise by design. */
  genericChecks?: GenericCheckExceptions;
}

export interface GenericCheckExceptions {
  /** The status the page request answers (default 200). */
  status?: number;
  /** Console errors the page causes on purpose (e.g. its broken images' 404s). */
  expectedConsoleErrors?: RegExp;
  /** Serious axe violations it shows on purpose, matched against "rule: target". */
  expectedAxeViolations?: RegExp;
  /** Shows a dialog on a first visit: the checks run with it open. */
  opensDialog?: boolean;
  /** Scrolls the whole document sideways at 412 px by its spec (the check at 412 px skips it). */
  scrollsSideways?: boolean;
  /** Takes long to check (many elements, a deliberate delay). */
  slow?: boolean;
  /**
   * A plain visit cannot open the page (it needs credentials or a session): the catalog-driven
   * run skips it, and the page's own spec runs the same checks (`expectCatalogChecks`) once it can.
   */
  checkedInOwnSpec?: boolean;
}

export const exercises: readonly Exercise[] = [
  {
    path: '/buttonClick',
    category: 'Basics',
    page: 'buttonClick',
    title: 'Button Click',
    description: 'Click the button to reveal the hidden content.',
    icon: 'hand-index',
  },
  {
    path: '/counter',
    category: 'Basics',
    page: 'counter',
    title: 'Counter',
    description: 'Increment and decrement a number and check its value.',
    icon: 'plus-slash-minus',
  },
  {
    path: '/checkbox',
    category: 'Forms & inputs',
    page: 'checkbox',
    title: 'Checkboxes',
    description: 'Check and uncheck boxes in two groups.',
    icon: 'check2-square',
  },
  {
    path: '/radioButtons',
    category: 'Forms & inputs',
    page: 'radioButtons',
    title: 'Radio Buttons',
    description: 'Choose a payment method, lock it with Next and unlock it with Cancel.',
    icon: 'ui-radios',
  },
  {
    path: '/rightClick',
    category: 'Mouse & keyboard',
    page: 'rightClick',
    title: 'Right Click',
    description: 'Right-click the button and check that its label and style change.',
    icon: 'mouse2',
  },
  {
    path: '/mouseHover',
    category: 'Mouse & keyboard',
    page: 'mouseHover',
    title: 'Mouse Hover',
    description: 'Hover over the button to show a hidden text.',
    icon: 'cursor',
  },
  {
    path: '/openNewTab',
    category: 'Browser features',
    page: 'openNewTab',
    title: 'Open New Tab',
    description: 'Open a page in a new browser tab and switch to it.',
    icon: 'box-arrow-up-right',
  },
  {
    path: '/newTab',
    category: 'Browser features',
    page: 'newTab',
    title: 'New Tab',
    description: 'The page that Open New Tab opens.',
    icon: 'window-plus',
    listed: false,
  },
  {
    path: '/scrollDown',
    category: 'Mouse & keyboard',
    page: 'scrollDown',
    title: 'Scroll Down',
    description: 'Scroll down the page to find six sentences about fruits.',
    icon: 'arrow-down-circle',
  },
  {
    path: '/divTable',
    category: 'Tables & data',
    page: 'divTable',
    staticBody: true,
    title: 'Div Table',
    description: 'Verify contents of table below.',
    icon: 'table',
  },
  {
    path: '/regex',
    category: 'Basics',
    page: 'regex',
    title: 'Regex',
    description: 'Extract websites, phone numbers and ZIP codes with regular expressions.',
    icon: 'regex',
  },
  {
    path: '/textareaMultiline',
    category: 'Forms & inputs',
    page: 'textareaMultiline',
    title: 'Multiline Textarea',
    description: 'Validate multiline input capabilities.',
    icon: 'textarea-t',
  },
  {
    path: '/screenResolution',
    category: 'Browser features',
    page: 'screenResolution',
    title: 'Screen Resolution',
    description: 'Check the size of your screen',
    icon: 'display',
  },
  {
    path: '/waitMessage',
    category: 'Waits & timing',
    page: 'waitMessage',
    title: 'Wait for the Message',
    description: 'Wait for the countdown to end and read the secret message.',
    icon: 'hourglass-split',
  },
  {
    path: '/waitImage',
    category: 'Waits & timing',
    page: 'waitImage',
    title: 'Wait for the Image',
    description: 'In five seconds, the image will appear.',
    icon: 'image',
  },
  {
    path: '/verifyCode',
    category: 'Forms & inputs',
    page: 'verifyCode',
    title: 'Verify Code',
    description: 'Get a code, type it in and verify it.',
    icon: 'shield-lock',
  },
  {
    path: '/dynamicTable',
    category: 'Tables & data',
    page: 'dynamicTable',
    title: 'Dynamic Table',
    description: "Find a superhero's real name in a table whose rows are shuffled on each load.",
    icon: 'shuffle',
  },
  {
    path: '/longClick',
    category: 'Mouse & keyboard',
    page: 'longClick',
    title: 'Long Click',
    description: 'Press and hold the button: a long click or a normal click?',
    icon: 'hand-index-thumb',
  },
  {
    path: '/tableRelativePosition',
    category: 'Tables & data',
    page: 'tableRelativePosition',
    title: 'Relative Position Table',
    description: 'Find numbers by their line and column in a table and answer two questions.',
    icon: 'grid-3x3',
  },
  {
    path: '/shoppingCart',
    category: 'Tables & data',
    page: 'shoppingCart',
    title: 'Shopping Cart',
    description: 'Search products, add them to a cart, change quantities and check the subtotal.',
    icon: 'cart3',
  },
  {
    path: '/dragItem',
    category: 'Mouse & keyboard',
    page: 'dragItem',
    title: 'Drag Item',
    description: 'Drag the seven tasks into order, from Task 1 to Task 7.',
    icon: 'arrows-move',
  },
  {
    path: '/modalPopup',
    category: 'DOM structure',
    page: 'modalPopup',
    title: 'Modal Popup',
    description: 'Open a modal, move on to a second one and back, and close them.',
    icon: 'window-stack',
  },
  {
    path: '/shadowDom',
    category: 'DOM structure',
    page: 'shadowDom',
    title: 'Shadow DOM',
    description: 'Click buttons inside shadow roots and read text three shadow levels deep.',
    icon: 'layers',
  },
  {
    path: '/svgElements',
    category: 'DOM structure',
    page: 'svgElements',
    title: 'SVG Elements',
    description: 'Close a tab and switch texts with icons drawn in SVG.',
    icon: 'bezier2',
  },
  {
    path: '/nestedIframes',
    category: 'DOM structure',
    page: 'nestedIframes',
    title: 'Nested Iframes',
    description: 'Follow the links inside an iframe nested in another iframe.',
    icon: 'window-stack',
  },
  {
    path: '/nestedIframes/firstIframe',
    category: 'DOM structure',
    page: 'firstIframe',
    title: 'First Iframe',
    description: 'The page inside the first iframe of Nested Iframes.',
    icon: 'window',
    embeddable: true,
    listed: false,
  },
  {
    path: '/nestedIframes/secondIframe',
    category: 'DOM structure',
    page: 'secondIframe',
    title: 'Second Iframe',
    description: 'The page inside the second iframe of Nested Iframes.',
    icon: 'window',
    embeddable: true,
    listed: false,
  },
  {
    path: '/nestedIframes/firstIframeSecret',
    category: 'DOM structure',
    aliases: ['/nestedIframes/firstIframesecret'],
    page: 'firstIframeSecret',
    title: 'First Iframe Secret',
    description: 'The page the link in the first iframe opens.',
    icon: 'window',
    embeddable: true,
    listed: false,
  },
  {
    path: '/nestedIframes/secondIframeSecret',
    category: 'DOM structure',
    page: 'secondIframeSecret',
    title: 'Second Iframe Secret',
    description: 'The page the link in the second iframe opens.',
    icon: 'window',
    embeddable: true,
    listed: false,
  },
  {
    path: '/connectTheDots',
    category: 'Mouse & keyboard',
    page: 'connectTheDots',
    title: 'Connect The Dots',
    description: 'Drag across the dots on a canvas to connect them all in one closed path.',
    icon: 'bounding-box',
  },
  {
    path: '/ocrCheck',
    category: 'Media',
    page: 'ocrCheck',
    staticBody: true,
    title: 'OCR Check',
    description: 'Read the printed text in the image with OCR.',
    icon: 'file-earmark-text',
  },
  {
    path: '/deleteElements',
    category: 'Forms & inputs',
    page: 'deleteElements',
    title: 'Delete Elements',
    description: 'Add elements to the list with Enter and delete them with their close buttons.',
    icon: 'trash3',
  },
  {
    path: '/similarPages',
    category: 'Basics',
    page: 'similarPages',
    title: 'Similar Pages',
    description: 'Search a book by its author on two pages that look almost the same.',
    icon: 'files',
  },
  {
    path: '/similarPages/secondVersion',
    category: 'Basics',
    page: 'similarPages',
    title: 'Similar Pages',
    description: 'Search a book by its author on two pages that look almost the same.',
    icon: 'files',
    listed: false,
  },
  {
    // The home card links to /browserPrompt, the route table spells it /BrowserPrompt.
    path: '/browserPrompt',
    category: 'Browser features',
    aliases: ['/BrowserPrompt'],
    // Any path containing this opens the page, which then asks for the name as soon as it loads.
    matches: /browserpromptonload/i,
    page: 'browserPrompt',
    title: 'Browser Prompt',
    description: 'Answer the browser prompt and check the welcome message.',
    icon: 'chat-square-text',
  },
  {
    path: '/qrCode',
    category: 'Media',
    page: 'qrCode',
    title: 'QR Code',
    description: 'Generate a QR code from a text and decode it in your test.',
    icon: 'qr-code',
  },
  {
    path: '/dynamicLoginText',
    category: 'Forms & inputs',
    page: 'dynamicLoginText',
    title: 'Dynamic Login Text',
    description: 'Log in with a button whose label changes on every load.',
    icon: 'box-arrow-in-right',
  },
  {
    path: '/dropdowns',
    category: 'Forms & inputs',
    page: 'dropdowns',
    title: 'Dropdowns',
    description: 'Choose options in five kinds of dropdowns and selects.',
    icon: 'menu-button-wide',
    // react-bootstrap's Dropdown with its Popper positioning, beside the frame and the catalog of
    // 113 pages that every page loads (110.4 KB with SPEC-3's pages).
    jsBudgetKb: 112,
  },
  {
    path: '/ddatePicker',
    category: 'Forms & inputs',
    page: 'ddatePicker',
    title: 'Date Picker',
    description: 'Choose a date in the date picker to see the value in the field change.',
    icon: 'calendar-event',
    jsBudgetKb: 138,
  },
  {
    path: '/form',
    category: 'Forms & inputs',
    page: 'form',
    title: 'Form',
    description: 'An example form with various input types.',
    icon: 'ui-checks-grid',
    jsBudgetKb: 170,
  },
  {
    path: '/fileUpload',
    category: 'Browser features',
    page: 'fileUpload',
    title: 'File Upload',
    description: 'Choose a file, several files or a whole folder and see their names.',
    icon: 'upload',
  },
  {
    path: '/fileDownload',
    category: 'Browser features',
    page: 'fileDownload',
    title: 'File Download',
    description: 'Download sample files of fourteen document types.',
    icon: 'download',
  },
  {
    path: '/pdfPreview',
    category: 'Browser features',
    page: 'pdfPreview',
    title: 'PDF Preview',
    description: 'Open a sample PDF in a new browser tab.',
    icon: 'file-earmark-pdf',
  },
  {
    path: '/video',
    category: 'Media',
    page: 'video',
    staticBody: true,
    title: 'Video',
    description: 'A looping video player with controls.',
    icon: 'film',
  },
  {
    path: '/cameraPage',
    category: 'Media',
    page: 'cameraPage',
    title: 'Camera',
    description: 'Validate the usage of the camera.',
    icon: 'camera-video',
  },
  {
    path: '/audioValidation',
    category: 'Media',
    page: 'audioValidation',
    title: 'Audio Validation',
    description: 'Play, pause and seek two audio samples and compare them.',
    icon: 'soundwave',
  },
  {
    path: '/geolocation',
    category: 'Browser features',
    page: 'geolocation',
    title: 'Geolocation',
    description: 'Request the browser position and show it.',
    icon: 'geo-alt',
  },
  {
    path: '/emailValidation',
    category: 'Auth & sessions',
    page: 'emailValidation',
    title: 'Email Validation',
    description: 'Enter the email address and click the button to send a random 6-digit auth code.',
    icon: 'envelope-check',
  },
  {
    path: '/emailValidation/inbox',
    category: 'Auth & sessions',
    page: 'emailValidationInbox',
    title: 'Practice Inbox',
    description: 'Read the e-mails that Email Validation sends, newest first.',
    icon: 'inbox',
    listed: false,
  },
  {
    path: '/solutions',
    category: 'Basics',
    page: 'solutions',
    title: 'Reference Solutions',
    description: 'Run the Playwright and Selenium solutions of every page on your own machine.',
    icon: 'journal-code',
    listed: false,
  },
  // SPEC-2 pages 49-53 (issue 16)
  {
    path: '/disappearingElements',
    category: 'DOM structure',
    page: 'disappearingElements',
    title: 'Disappearing Elements',
    description: 'Menu items drop out at random on each load.',
    icon: 'eye-slash',
  },
  {
    path: '/typos',
    category: 'Basics',
    page: 'typos',
    title: 'Typos',
    description: 'A sentence has a typo on some loads; spot it.',
    icon: 'spellcheck',
  },
  {
    path: '/abTest',
    category: 'Basics',
    page: 'abTest',
    title: 'A/B Test',
    description: 'A heading shows one of two variants.',
    icon: 'signpost-split',
  },
  {
    path: '/challengingDom',
    category: 'DOM structure',
    page: 'challengingDom',
    title: 'Challenging DOM',
    description: 'Find buttons, table cells and a canvas answer without helpful locators.',
    icon: 'bounding-box',
  },
  {
    path: '/clickEvent',
    category: 'Mouse & keyboard',
    page: 'clickEvent',
    title: 'Click Event',
    description: 'Click a button that ignores clicks made by a script.',
    icon: 'hand-index-thumb',
  },
  // SPEC-2 pages 44-48 (issue 16)
  {
    path: '/exitIntent',
    category: 'Mouse & keyboard',
    page: 'exitIntent',
    title: 'Exit Intent',
    description: 'Move the mouse out through the top of the page to open a modal.',
    icon: 'box-arrow-up',
  },
  {
    path: '/entryAd',
    category: 'Browser features',
    page: 'entryAd',
    title: 'Entry Ad',
    description: 'An ad window opens on your first visit; once closed it stays closed.',
    icon: 'megaphone',
    // The ad opens 500 ms after rendering.
    genericChecks: { opensDialog: true },
  },
  {
    path: '/floatingMenu',
    category: 'Mouse & keyboard',
    page: 'floatingMenu',
    title: 'Floating Menu',
    description: 'Scroll a long page and check that the menu stays in view.',
    icon: 'pin-angle',
  },
  {
    path: '/nonBreakingSpace',
    category: 'DOM structure',
    page: 'nonBreakingSpace',
    title: 'Non-Breaking Space',
    description: 'Find a button whose label contains a non-breaking space.',
    icon: 'distribute-horizontal',
  },
  {
    path: '/shiftingContent',
    category: 'DOM structure',
    page: 'shiftingContent',
    title: 'Shifting Content',
    description: 'A menu item and an image move by a few pixels on some loads.',
    icon: 'arrow-left-right',
  },
  // SPEC-2 pages 54-57 and 59 (issue 16)
  {
    path: '/textInput',
    category: 'Mouse & keyboard',
    page: 'textInput',
    title: 'Text Input',
    description: 'Rename a button with text typed into a field; only real typing counts.',
    icon: 'input-cursor-text',
  },
  {
    path: '/autoWait',
    category: 'Waits & timing',
    page: 'autoWait',
    title: 'Auto Wait',
    description:
      'Act on an element while it is briefly hidden, disabled, read-only, covered or zero-sized.',
    icon: 'hourglass-split',
  },
  {
    path: '/dragAndDropColumns',
    category: 'Mouse & keyboard',
    page: 'dragAndDropColumns',
    title: 'Drag and Drop Columns',
    description: 'Swap two boxes with native HTML5 drag and drop.',
    icon: 'arrow-left-right',
  },
  {
    path: '/hovers',
    category: 'Mouse & keyboard',
    page: 'hovers',
    title: 'Hovers',
    description: 'Hover over each avatar to show its caption and profile link.',
    icon: 'person-badge',
  },
  {
    path: '/clipboard',
    category: 'Browser features',
    page: 'clipboard',
    title: 'Clipboard',
    description: 'Copy a generated value and paste it back to check it.',
    icon: 'clipboard-check',
  },
  // SPEC-2 pages 28-31 and 42 (issue 15)
  {
    path: '/javascriptAlerts',
    category: 'Browser features',
    page: 'javascriptAlerts',
    title: 'JavaScript Alerts',
    description: 'Open an alert, a confirm and a prompt and check what each returns.',
    icon: 'chat-square-text',
  },
  {
    path: '/keyPresses',
    category: 'Mouse & keyboard',
    page: 'keyPresses',
    title: 'Key Presses',
    description: 'Press a key and read its name.',
    icon: 'keyboard',
  },
  {
    path: '/horizontalSlider',
    category: 'Forms & inputs',
    page: 'horizontalSlider',
    title: 'Horizontal Slider',
    description: 'Set a slider with the mouse or the arrow keys and read its value.',
    icon: 'sliders',
  },
  {
    path: '/progressBar',
    category: 'Waits & timing',
    page: 'progressBar',
    title: 'Progress Bar',
    description: 'Start a progress bar and stop it as close to 75 % as you can.',
    icon: 'hourglass-split',
  },
  {
    path: '/wysiwyg',
    category: 'Forms & inputs',
    page: 'wysiwyg',
    title: 'WYSIWYG Editor',
    description: 'Format text in a rich-text editor and count its words.',
    icon: 'type-bold',
  },
  // SPEC-2 pages 39-41 and 43 (issue 15)
  {
    path: '/dynamicControls',
    category: 'Waits & timing',
    page: 'dynamicControls',
    title: 'Dynamic Controls',
    description: 'Remove and add a checkbox, enable and disable a field, and wait for each change.',
    icon: 'toggles',
  },
  {
    path: '/animatedButton',
    category: 'Waits & timing',
    page: 'animatedButton',
    title: 'Animated Button',
    description: 'Start an animation and click the moving button only once it stops.',
    icon: 'bullseye',
  },
  {
    path: '/visibility',
    category: 'DOM structure',
    page: 'visibility',
    title: 'Visibility',
    description: 'Hide seven buttons in seven ways and check which ones your tool still sees.',
    icon: 'eye-slash',
  },
  {
    path: '/notificationMessages',
    category: 'Basics',
    page: 'notificationMessages',
    title: 'Notification Messages',
    description: 'Click the link to show a randomly chosen notification.',
    icon: 'bell',
  },
  // SPEC-2 pages 35-38 (issue 15)
  {
    path: '/autocomplete',
    category: 'Forms & inputs',
    page: 'autocomplete',
    title: 'Autocomplete',
    description:
      'Type part of a country name and pick a suggestion with the mouse or the keyboard.',
    icon: 'search',
  },
  {
    path: '/overlappedElement',
    category: 'DOM structure',
    page: 'overlappedElement',
    title: 'Overlapped Element',
    description: 'Type into an input that another element partly covers.',
    icon: 'layers-half',
  },
  {
    path: '/hiddenLayers',
    category: 'DOM structure',
    page: 'hiddenLayers',
    title: 'Hidden Layers',
    description:
      'After one click on the green button a blue one covers it; the green one must not be clickable again.',
    icon: 'layers',
  },
  {
    path: '/dynamicAttributes',
    category: 'DOM structure',
    page: 'dynamicAttributes',
    title: 'Dynamic Attributes',
    description:
      'Find a button whose id changes on every load and buttons told apart only by class.',
    icon: 'fingerprint',
  },
  // SPEC-2 pages 32-34 (issue 15)
  {
    path: '/infiniteScroll',
    category: 'Mouse & keyboard',
    page: 'infiniteScroll',
    title: 'Infinite Scroll',
    description: 'Scroll down and more paragraphs load.',
    icon: 'arrow-down-circle',
  },
  {
    path: '/sortableTable',
    category: 'Tables & data',
    page: 'sortableTable',
    title: 'Sortable Table',
    description: 'Sort, search and page through a table of 30 employees.',
    icon: 'sort-down',
  },
  {
    path: '/largeDom',
    category: 'DOM structure',
    page: 'largeDom',
    title: 'Large & Deep DOM',
    description: 'Find elements in deeply nested divs and in a 50 × 50 table.',
    icon: 'diagram-3',
    // axe-core checks its 2,650 elements.
    genericChecks: { slow: true, scrollsSideways: true },
  },
  // Issue 11: the API reference
  {
    path: '/apiReference',
    category: 'Server & network',
    page: 'apiReference',
    title: 'API Reference',
    description: "Read the site's own API: every call, its body and its answers.",
    icon: 'braces',
  },
  // SPEC-2 pages 5, 7, 14 (issue 13)
  {
    path: '/scrollPanels',
    category: 'Mouse & keyboard',
    page: 'scrollPanels',
    title: 'Scroll Panels',
    description: 'Scroll each of two side-by-side panels on its own.',
    icon: 'layout-split',
  },
  {
    path: '/horizontalVirtualRendering',
    category: 'Mouse & keyboard',
    page: 'horizontalVirtualRendering',
    title: 'Horizontal Virtual Rendering',
    description: 'Batch-load horizontal scroll with arrow keys.',
    icon: 'arrow-left-right',
  },
  {
    path: '/iframeDropdownTest',
    category: 'DOM structure',
    page: 'iframeDropdownTest',
    title: 'Iframe + Dropdown Test',
    description: 'Reach dropdowns and unlabelled elements inside nested iframes.',
    icon: 'window-stack',
  },
  // SPEC-2 pages 3, 8, 10, 11 (issue 13)
  {
    path: '/emptyPage',
    category: 'Basics',
    page: 'emptyPage',
    title: 'Empty Page',
    description: 'Minimal page with static text.',
    icon: 'file-earmark',
  },
  {
    path: '/pseudo',
    category: 'DOM structure',
    page: 'pseudo',
    title: 'Pseudo Elements',
    description: 'Read and check content that only CSS pseudo-elements draw.',
    icon: 'magic',
  },
  {
    path: '/opacityValidation',
    category: 'DOM structure',
    page: 'opacityValidation',
    title: 'Opacity Validation',
    description: 'Find and use elements shown at different opacities.',
    icon: 'droplet-half',
    // SPEC-2 Section 0: the faded cards are below contrast minimums by design.
    genericChecks: { expectedAxeViolations: /^color-contrast: #opacity-\d+-(card|button)\b/ },
  },
  {
    path: '/zoomLevel',
    category: 'Browser features',
    page: 'zoomLevel',
    title: 'Zoom Level',
    description: 'See the zoom level of the page change as you zoom the browser.',
    icon: 'zoom-in',
  },
  // SPEC-2 pages 4, 6, 9, 13 (issue 13)
  {
    path: '/holdKeyClick',
    category: 'Mouse & keyboard',
    page: 'holdKeyClick',
    title: 'Hold Key Click',
    description: 'Click with Ctrl held (Command on macOS) and check what the page saw.',
    icon: 'command',
  },
  {
    path: '/scrollSideways',
    category: 'Mouse & keyboard',
    page: 'scrollSideways',
    title: 'Scroll Sideways',
    description: 'Scroll horizontally to find a text.',
    icon: 'arrow-left-right',
    genericChecks: { scrollsSideways: true },
  },
  {
    path: '/osBrowser',
    category: 'Browser features',
    page: 'osBrowser',
    title: 'OS & Browser',
    description: 'Detect client OS and browser details.',
    icon: 'display',
  },
  {
    path: '/orderedTable',
    category: 'Tables & data',
    page: 'orderedTable',
    title: 'Ordered Table',
    description: 'View and switch between sortable sample tables',
    icon: 'sort-numeric-down',
  }, // SPEC-2 pages 1 and 2: the practice API
  {
    path: '/apiPage',
    category: 'Server & network',
    page: 'apiPage',
    title: 'API Validation Test',
    description:
      'Call a practice API with GET, POST, PUT, PATCH and DELETE and watch the page react.',
    icon: 'arrow-left-right',
  },
  {
    path: '/mockApiPage',
    category: 'Server & network',
    page: 'mockApiPage',
    title: 'Mock API Call Validation',
    description: 'Mock the API calls of a page and tell which answer it used.',
    icon: 'cloud-arrow-down',
  },
  {
    path: '/basicAuth',
    category: 'Auth & sessions',
    page: 'basicAuth',
    staticBody: true,
    title: 'Basic Auth',
    description: 'Open a page protected by an HTTP Basic authentication challenge.',
    icon: 'shield-lock',
  },
  {
    path: '/basicAuth/secure',
    category: 'Auth & sessions',
    page: 'basicAuthSecure',
    title: 'Basic Auth: Signed In',
    description: 'The page behind the Basic Auth challenge.',
    icon: 'shield-check',
    listed: false,
    fullPageLoad: true,
    // A plain visit gets the 401 challenge: tests/e2e/basicAuth.spec.ts checks it with credentials.
    genericChecks: { checkedInOwnSpec: true },
  },
  {
    path: '/secureDownload',
    category: 'Auth & sessions',
    page: 'secureDownload',
    title: 'Secure File Download',
    description: 'Download files that are protected by HTTP Basic authentication.',
    icon: 'file-earmark-lock',
  },
  {
    path: '/audioInput',
    category: 'Media',
    page: 'audioInput',
    title: 'Audio Input',
    description: 'Capture and validate audio input',
    icon: 'mic',
  },
  {
    path: '/brokenImages',
    category: 'Server & network',
    page: 'brokenImages',
    title: 'Broken Images',
    description: 'Find which of three images fail to load.',
    icon: 'image',
    // Its two missing images answer 404 on purpose; Chromium logs each (the URL is not in the text).
    genericChecks: {
      expectedConsoleErrors:
        /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
    },
  },
  {
    path: '/recaptcha',
    category: 'Forms & inputs',
    page: 'recaptcha',
    title: 'CAPTCHA Validation',
    description: 'Test CAPTCHA verification.',
    icon: 'robot',
  },
  {
    path: '/advancedDropdowns',
    category: 'Forms & inputs',
    page: 'advancedDropdowns',
    title: 'Advanced Dropdowns',
    description: 'Test various dropdowns.',
    icon: 'menu-down',
  },
  {
    path: '/login',
    category: 'Auth & sessions',
    page: 'login',
    title: 'Form Authentication',
    description: 'Log in with a username and a password, reach the secure area and log out.',
    icon: 'box-arrow-in-right',
  },
  {
    path: '/secureArea',
    category: 'Auth & sessions',
    page: 'secureArea',
    title: 'Secure Area',
    description: 'The page behind the login form.',
    icon: 'door-open',
    listed: false,
    fullPageLoad: true,
    genericChecks: { checkedInOwnSpec: true },
  },
  {
    path: '/forgotPassword',
    category: 'Auth & sessions',
    page: 'forgotPassword',
    title: 'Forgot Password',
    description: 'Request a password-reset e-mail and read it in the practice inbox.',
    icon: 'envelope-exclamation',
  },
  // SPEC-2 pages 17, 18, 27: the server's answer to the page request is the exercise.
  {
    path: '/statusCodes',
    category: 'Server & network',
    page: 'statusCodes',
    staticBody: true,
    title: 'Status Codes',
    description: 'Open pages that the server answers with 200, 301, 404 and 500.',
    icon: '123',
    fullPageLoad: true,
  },
  {
    path: '/statusCodes/200',
    category: 'Server & network',
    page: 'statusCodes',
    staticBody: true,
    title: 'Status Code 200',
    description: 'Opened from Status Codes: check the HTTP status of this page request.',
    icon: '123',
    listed: false,
    fullPageLoad: true,
  },
  {
    path: '/statusCodes/404',
    category: 'Server & network',
    page: 'statusCodes',
    staticBody: true,
    title: 'Status Code 404',
    description: 'Opened from Status Codes: check the HTTP status of this page request.',
    icon: '123',
    listed: false,
    fullPageLoad: true,
    // Chromium logs the page request's own status as a console error.
    genericChecks: {
      status: 404,
      expectedConsoleErrors:
        /^Failed to load resource: the server responded with a status of 404 \(Not Found\)$/,
    },
  },
  {
    path: '/statusCodes/500',
    category: 'Server & network',
    page: 'statusCodes',
    staticBody: true,
    title: 'Status Code 500',
    description: 'Opened from Status Codes: check the HTTP status of this page request.',
    icon: '123',
    listed: false,
    fullPageLoad: true,
    // Chromium logs the page request's own status as a console error.
    genericChecks: {
      status: 500,
      expectedConsoleErrors:
        /^Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/,
    },
  },
  {
    path: '/redirect',
    category: 'Server & network',
    page: 'redirect',
    title: 'Redirect',
    description: 'Follow a link that the server answers with a 302 redirect.',
    icon: 'sign-turn-right',
  },
  {
    path: '/loadDelay',
    category: 'Waits & timing',
    page: 'loadDelay',
    title: 'Load Delay',
    description: 'Open a page that the server sends only after 5 seconds.',
    icon: 'stopwatch',
    fullPageLoad: true,
  },
  {
    path: '/slowResources',
    category: 'Server & network',
    page: 'slowResources',
    title: 'Slow Resources',
    description: 'Wait for a request that the server answers only after a delay.',
    icon: 'hourglass-bottom',
  },
  {
    path: '/ajaxData',
    category: 'Waits & timing',
    page: 'ajaxData',
    title: 'AJAX Data',
    description: 'Start a request that the server answers after 15 seconds and wait for its label.',
    icon: 'cloud-arrow-down',
  },
  {
    path: '/cookies',
    category: 'Browser features',
    page: 'cookies',
    title: 'Cookies',
    description: 'Set, read and delete cookies and list the current ones.',
    icon: 'cookie',
  },
  {
    path: '/consoleErrors',
    category: 'Browser features',
    page: 'consoleErrors',
    title: 'Console Errors',
    description:
      'Write console messages, throw errors and fail a request, and count what the browser reports.',
    icon: 'terminal',
  },
  {
    path: '/multiTabSync',
    category: 'Browser features',
    page: 'multiTabSync',
    title: 'Multi-Tab Sync',
    description: 'Keep a to-do list in step across several tabs of one browser.',
    icon: 'window-split',
  },
  {
    path: '/mediaFeatures',
    category: 'Browser features',
    page: 'mediaFeatures',
    title: 'Media Features',
    description:
      'See which user-preference media features are active and how the page adapts to them.',
    icon: 'circle-half',
  },
  {
    path: '/webComponents',
    category: 'DOM structure',
    page: 'webComponents',
    title: 'Web Components',
    description:
      'Custom elements with open and closed shadow roots, slots and a rating input that joins a form.',
    icon: 'puzzle',
  },
  {
    path: '/localeTimezone',
    category: 'Browser features',
    page: 'localeTimezone',
    title: 'Locale & Time Zone',
    description:
      'See the language, locale and time zone the browser reports, and a date, a number and a price formatted for them.',
    icon: 'globe2',
  },
  {
    path: '/webSocket',
    category: 'Server & network',
    page: 'webSocket',
    title: 'WebSocket Chat',
    description:
      'Chat with a support bot over a WebSocket and watch the live count of agents online.',
    icon: 'chat-dots',
  },
  {
    path: '/serverSentEvents',
    category: 'Waits & timing',
    page: 'serverSentEvents',
    title: 'Server-Sent Events',
    description:
      'Track a parcel whose status the server streams as events, and resume after a dropped connection.',
    icon: 'truck',
  },
  {
    path: '/sessionTimeout',
    category: 'Auth & sessions',
    page: 'sessionTimeout',
    title: 'Session Timeout',
    description:
      'A signed-in area that warns you, then signs you out after 15 minutes without activity.',
    icon: 'clock-history',
  },
  {
    path: '/popupLogin',
    category: 'Browser features',
    page: 'popupLogin',
    title: 'Popup Login',
    description: 'Sign in through a pop-up window that sends its result back to this page.',
    icon: 'person-badge',
  },
  {
    path: '/popupLogin/signin',
    category: 'Browser features',
    page: 'popupLoginSignin',
    title: 'Practice ID Sign-in',
    description: 'The pop-up window of the Popup Login page.',
    icon: 'person-badge',
    listed: false,
  },
  // Its report's deliberate 503, and the console error it brings, come only from a click: a plain
  // load is clean, so the generic checks need no exception.
  {
    path: '/networkRequests',
    category: 'Server & network',
    page: 'networkRequests',
    title: 'Network Requests',
    description: 'Send five kinds of requests and watch, change, mock or block them.',
    icon: 'hdd-network',
  },
  {
    path: '/offlineMode',
    category: 'Browser features',
    page: 'offlineMode',
    title: 'Offline Mode',
    description:
      'Save notes while the browser is offline and watch them sync when it is back online.',
    icon: 'wifi-off',
  },
  {
    path: '/storageState',
    category: 'Auth & sessions',
    page: 'storageState',
    title: 'Stored Login State',
    description:
      'Sign in once with a slow step, then reuse the state kept in a cookie, localStorage and IndexedDB.',
    icon: 'database-lock',
    // A signed-out visit asks the server about a cookie it has not got: the 401 is the spec's
    // answer, and Chromium logs it.
    genericChecks: {
      expectedConsoleErrors:
        /^Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/,
    },
  },
  // SPEC-4: one app of nine views under /shop (each loads directly), its test cases and its bug hunt.
  {
    path: '/shop',
    matches:
      /^\/shop\/(inventory|product\/[^/]+|cart|checkout|checkout\/overview|checkout\/complete\/[^/]+|orders|orders\/[^/]+)$/,
    category: 'Practice apps',
    page: 'shop',
    title: 'Practice Shop',
    description:
      'Shop as one of seven users, from login to invoice, in a store whose server plants bugs for some of them.',
    icon: 'shop',
  },
  {
    path: '/shop/testCases',
    category: 'Practice apps',
    page: 'shopTestCases',
    title: 'Shop Test Cases',
    description:
      'Twenty-four scenarios to automate against the Practice Shop, each with its steps and expected results.',
    icon: 'list-check',
  },
  {
    path: '/shop/bugs',
    category: 'Practice apps',
    page: 'shopBugs',
    title: 'Shop Bug Hunt',
    description:
      "Twenty-five planted bugs behind the shop's users: find them, then measure how many your own tests catch.",
    icon: 'bug',
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

/** Whether a path opens the home page ("/", or "//" as a server would read it). */
export function isHomePath(pathname: string): boolean {
  return normalizePath(pathname) === HOME_PATH;
}

/** Whether the site has a page at this path (home included). */
export function isKnownPath(pathname: string): boolean {
  return isHomePath(pathname) || findExercise(pathname) !== undefined;
}

/** Every exact path that opens a page: canonical paths and aliases. */
export function routedPaths(exercise: Exercise): string[] {
  return [exercise.path, ...(exercise.aliases ?? [])];
}
