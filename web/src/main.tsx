import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createAppClient } from './app/app';
import { installQuizPrefetch } from './app/quiz-prefetch';
import { routes } from './app/routes';
import { registerServiceWorker } from './lib/service-worker';
import './styles/tokens.css';
import './styles/base.css';
import './styles/buttons.css';
import './styles/notices.css';
import './styles/loading.css';
import './styles/page.css';
import './styles/tables.css';
import './styles/forms.css';
import './styles/rtl.css';

const { client, loginRedirect } = createAppClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Declarative routing (decision 0010): the app uses no loaders or actions, and the data router costs ~15 KB gzip.
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App client={client} loginRedirect={loginRedirect} screens={routes} />
    </BrowserRouter>
  </StrictMode>,
);

installQuizPrefetch(client);
registerServiceWorker();
