/* global window, document */
// Applies the language remembered on this device to <html> before the first paint, so an Urdu page never
// flashes left-to-right. Kept tiny and synchronous; the app (lib/language.ts) uses the same storage key.
(function () {
  try {
    if (window.localStorage.getItem('learnify.language') === 'ur') {
      document.documentElement.lang = 'ur';
      document.documentElement.dir = 'rtl';
    }
  } catch {
    // Storage blocked: stay in English.
  }
})();
