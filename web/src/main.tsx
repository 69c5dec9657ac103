import { createRoot, hydrateRoot } from 'react-dom/client';
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

// The entry holds React DOM and little else (issue 20): a page the gateway rendered already shows its content, so
// Apollo Client, the router and the screens (app/boot.tsx) load after the first paint, as do the home screen's
// code (started here, beside the app's, rather than once the router asks for it).
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const state = readServerState();
if (window.location.pathname === '/') void import('./features/catalogue/home-screen');

void import('./app/boot').then(async ({ boot }) => {
  const { element, hydrate } = await boot(state);
  // Declarative routing (decision 0010): the app uses no loaders or actions, and the data router costs ~15 KB gzip.
  if (hydrate) hydrateRoot(root, element);
  else createRoot(root).render(element);
});
