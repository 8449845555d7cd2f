// Starts the app once the browser has painted the built frame (its first contentful paint), so
// that nothing the app downloads competes with that paint: the route's HTML holds the entry
// script and its preloads in <template id="app-scripts">, and this copies them into <head>.
// A page that paints nothing it is shown (a hidden tab, an old browser) starts at once.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var scripts = document.getElementById('app-scripts');
    document.head.append(document.importNode(scripts.content, true));
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
