export const SITE_NAME = 'Automation Playground';
export const SITE_DESCRIPTION =
  'Small practice pages, each with one web element or browser interaction to automate.';
