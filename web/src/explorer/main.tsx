// The API explorer the gateway serves at GET /graphql outside production (docs/api.md): GraphiQL built from npm
// into web/dist by its own Vite build (web/explorer.vite.config.ts), so it works with no internet and adds
// nothing to the web app's bundles.
import 'graphiql/setup-workers/vite';
import { createRoot } from 'react-dom/client';
import { Explorer } from './explorer';
import 'graphiql/style.css';
import './explorer.css';

const root = document.getElementById('explorer');
if (!root) throw new Error('explorer.html has no #explorer element');
createRoot(root).render(<Explorer />);
