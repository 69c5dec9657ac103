import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App, createAppClient } from './app/app';
import { appRouteTree } from './app/router';
import { routes } from './app/routes';
import { registerServiceWorker } from './lib/service-worker';
import './styles/tokens.css';
import './styles/base.css';
import './styles/rtl.css';

const router = createBrowserRouter(appRouteTree(routes));
const client = createAppClient(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App router={router} client={client} />
  </StrictMode>,
);

registerServiceWorker();
