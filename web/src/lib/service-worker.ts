/**
 * Registers `public/sw.js` in production builds only (in `vite dev` it would cache modules being edited). A new
 * version installs quietly and waits for the next launch (see the worker); nothing here forces it to take over.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker the app simply works online only; nothing to tell the child.
    });
  };
  // After the page's own loads (the worker precaches the shell); the app itself loads after the first paint
  // (app/boot.tsx), often once `load` has already fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
