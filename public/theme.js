// Runs before first paint (a blocking classic script in <head>): applies the remembered theme,
// or the OS preference when nothing is stored, so the page never flashes the wrong colours.
// The storage key must match THEME_STORAGE_KEY in src/app/theme.ts (a unit test checks it).
(function () {
  var dark;
  try {
    var stored = localStorage.getItem('darkMode');
    dark = stored === null ? matchMedia('(prefers-color-scheme: dark)').matches : stored === 'true';
  } catch {
    dark = false;
  }
  document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
})();
