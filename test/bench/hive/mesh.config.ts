// Mesh Compose: the REST API's OpenAPI description (upstream-double/real-api/openapi.yaml) as a supergraph Hive
// Gateway serves (`npm run bench:peers`). The REST base comes from HIVE_REST_BASE when the bench composes it; the
// caller's bearer token is forwarded on every upstream call.
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadOpenAPISubgraph('Learnify', {
        source: new URL('../../../upstream-double/real-api/openapi.yaml', import.meta.url).pathname,
        endpoint: process.env.HIVE_REST_BASE ?? 'http://127.0.0.1:4010/api',
        operationHeaders: { Authorization: '{context.headers.authorization}' },
      }),
    },
  ],
});
