/**
 * Registers `public/sw.js` in production builds only (in `vite dev` it would cache modules being edited). A new
 * version installs quietly and waits for the next launch (see the worker); nothing here forces it to take over.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker the app simply works online only; nothing to tell the child.
    });
  });
}
