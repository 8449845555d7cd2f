// Starts the app once the browser has painted the built frame (its first contentful paint), so
// that nothing the app downloads competes with that paint: the route's HTML holds the site's
// stylesheet, the entry script and its preloads in <template id="app-scripts">, and this copies
// them into <head>.
// A page that paints nothing it is shown (a hidden tab, an old browser) starts at once.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = document.importNode(document.getElementById('app-scripts').content, true);
    // The app waits for the site's stylesheet (src/main.tsx): marked until it has loaded or failed.
    app.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
      function done() {
        link.removeAttribute('data-loading');
      }
      link.setAttribute('data-loading', '');
      link.addEventListener('load', done);
      link.addEventListener('error', done);
    });
    document.head.append(app);
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) {
    start();
    return;
  }
  new PerformanceObserver(function (list, observer) {
    var painted = list.getEntries().some(function (entry) {
      return entry.name === 'first-contentful-paint';
    });
    if (!painted) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start);
})();

// Until the app has taken over a field marked data-address-param (home's filter), this writes what
// is typed into the address, as the app does later (src/app/home/filterInUrl.ts): a link followed
// before the app runs then leaves an address that Back returns to with the text.
document.addEventListener('input', function (event) {
  var field = event.target;
  var name = field instanceof HTMLInputElement && field.getAttribute('data-address-param');
  if (!name) return;
  var url = new URL(location.href);
  if (field.value.trim() === '') url.searchParams.delete(name);
  else url.searchParams.set(name, field.value);
  if (url.href !== location.href) history.replaceState(history.state, '', url);
});
