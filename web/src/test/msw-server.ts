import { setupServer } from 'msw/node';

/**
 * One msw server for every screen test. Tests add typed GraphQL handlers with `server.use(...)`, e.g.
 * `graphql.query(HomeScreenDocument, () => HttpResponse.json({ data }))` (`graphql` from 'msw/graphql',
 * `HttpResponse` from 'msw'). Unhandled requests fail the test.
 */
export const server = setupServer();
