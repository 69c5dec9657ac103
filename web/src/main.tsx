import { readServerState } from './app/server-state';
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import './styles/notices.css';
import './styles/loading.css';
import './styles/page.css';
import './styles/tables.css';
import './styles/forms.css';
import './styles/rtl.css';

// The entry is tiny: a page the gateway rendered already shows its content, so React DOM, Apollo
// Client, the router and the screens (app/boot.tsx) are evaluated only once that page has painted — running
// React DOM's ~200 KB on a slow phone's main thread first would hold the paint back. The page preloads React DOM
// (preload-hints.ts); the app's chunks are fetched from here. Without a rendered page (the app shell: signed in,
// offline, a private route) there is nothing to paint first, so it starts at once.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const state = readServerState();

const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void (state ? afterFirstPaint() : Promise.resolve()).then(async () => {
  // The home screen's code beside the app's, rather than once the router asks for it.
  if (window.location.pathname === '/') void import('./features/catalogue/home-screen');
  const [{ createRoot, hydrateRoot }, { boot }] = await Promise.all([
    import('react-dom/client'),
    import('./app/boot'),
  ]);
  const { element, hydrate } = await boot(state);
  // Declarative routing (decision 0010): the app uses no loaders or actions, and the data router costs ~15 KB gzip.
  if (hydrate) hydrateRoot(root, element);
  else createRoot(root).render(element);
});
