import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

/**
 * One msw server for every screen test. Unhandled requests fail the test.
 *
 * msw 3 scopes GraphQL handlers to an endpoint (`graphql.link(url)`; there is no bare `graphql.query`), so tests
 * use `gqlApi`, bound to the URL the test clients talk to:
 * `server.use(gqlApi.query(HomeScreenDocument, () => HttpResponse.json({ data })))` (`HttpResponse` from 'msw').
 */
export const server = setupServer();

/** The endpoint `renderScreen` and `renderApp` point their Apollo Client at. */
export const TEST_GRAPHQL_URL = 'http://localhost/graphql';

/** Typed GraphQL handlers for that endpoint: `gqlApi.query(Doc, resolver)`, `gqlApi.mutation(Doc, resolver)`. */
export const gqlApi = graphql.link(TEST_GRAPHQL_URL);
