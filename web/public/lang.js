/* global window, document */
// Applies the language remembered on this device to <html> before the first paint, so an Urdu page never
// flashes left-to-right. Kept tiny and synchronous; the app (lib/language.ts) uses the same storage key and cookie.
// A page the gateway rendered (data-ssr on <html>) is already in its language (cookie or ?lang=): left as it is.
// For Urdu it also preloads the Urdu strings (a separate chunk, named in a <meta> by the build: preload-hints.ts),
// so they download alongside the app's code rather than after it has started.
(function () {
  var root = document.documentElement;
  var language = root.getAttribute('lang');
  try {
    var stored = window.localStorage.getItem('learnify.language');
    // The language cookie the gateway renders in is written by the app (lib/language.ts), its one owner.
    if ((stored === 'ur' || stored === 'en') && !root.hasAttribute('data-ssr')) language = stored;
  } catch {
    // Storage blocked: the page's own language.
  }
  if (language === 'ur') {
    root.lang = 'ur';
    root.dir = 'rtl';
    var meta = document.querySelector('meta[name="learnify-catalogue-ur"]');
    if (meta) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = meta.getAttribute('content');
      document.head.appendChild(link);
    }
  }
})();
