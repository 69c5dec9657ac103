/* global window, document */
// Applies the language remembered on this device to <html> before the first paint, so an Urdu page never
// flashes left-to-right. Kept tiny and synchronous; the app (lib/language.ts) uses the same storage key.
// For Urdu it also preloads the Urdu strings (a separate chunk, named in a <meta> by the build: preload-hints.ts),
// so they download alongside the app's code rather than after it has started.
(function () {
  try {
    if (window.localStorage.getItem('learnify.language') === 'ur') {
      document.documentElement.lang = 'ur';
      document.documentElement.dir = 'rtl';
      var meta = document.querySelector('meta[name="learnify-catalogue-ur"]');
      if (meta) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = meta.getAttribute('content');
        document.head.appendChild(link);
      }
    }
  } catch {
    // Storage blocked: stay in English.
  }
})();
