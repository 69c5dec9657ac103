/* global self, caches, fetch, URL, Response */
/*
 * Learnify service worker: opens the app (and its static pages) without a network, with a friendly offline page
 * for everything else. It never touches /graphql, /media or any other API path, and never caches a POST, so no
 * personal data is ever stored here. See docs/decisions/0007-urdu-and-offline.md.
 *
 * Updates: a new version installs in the background and WAITS; it takes over only once no tab runs the old one
 * (the next launch of the app), so a child in the middle of a quiz never has the app swapped under them.
 */

// Both replaced at build time by the sw-precache Vite plugin (web/sw-precache.ts).
const VERSION = '__LEARNIFY_BUILD__';
const BUILD_ASSETS = ['__LEARNIFY_PRECACHE__'];

const CACHE = `learnify-shell-${VERSION}`;
// index.html by its file name: the gateway's SPA fallback for "/" answers only requests that accept HTML.
const SHELL = [
  '/index.html',
  '/offline.html',
  '/lang.js',
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];
/** Screens that need no data: served from the cached app shell when offline. */
const STATIC_PAGES = ['/', '/why-join', '/assessment/public', '/membership', '/help-center'];
// A family page is never answered from here: no copy of it, and no offline page for a link that may be revoked.
const NEVER = ['/graphql', '/media/', '/healthz', '/readyz', '/family'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...SHELL, ...BUILD_ASSETS])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('learnify-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// Kept for a future "update now" button: a user action may ask the waiting version to take over.
self.addEventListener('message', (event) => {
  if (event.data === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    event.respondWith(navigation(request, url));
    return;
  }
  if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

/** Pages come from the network (always fresh); offline, static pages get the app shell, others the offline page. */
async function navigation(request, url) {
  try {
    return await fetch(request);
  } catch {
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const cached = STATIC_PAGES.includes(path) ? await caches.match('/index.html') : undefined;
    return cached ?? (await caches.match('/offline.html')) ?? Response.error();
  }
}

/** Fingerprinted assets never change: the cached copy, else the network (and keep it for next time). */
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}
