import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';

// Same origin: the browser's session cookie (if the web app is signed in here) goes along; a bearer token is
// pasted into the Headers tab. JSON POSTs pass Apollo's CSRF prevention without a preflight header.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });

// The first tab teaches the bearer flow, which is what mobile and script authors came here for.
const DEFAULT_QUERY = `# Learnify API explorer. The Docs panel (book icon) documents every type and field.
#
# Sign in as a mobile client: run "SignIn", copy tokens.accessToken, then in Headers below put
#   { "Authorization": "Bearer <accessToken>" }
# and run "Me". Full guide: docs/api.md in the repository.

query Catalogue {
  grades {
    id
    name
  }
}

mutation SignIn {
  login(input: { username: "ayesha", password: "learnify123", tokenDelivery: BEARER }) {
    errors { code message }
    session { role tokens { accessToken refreshToken } }
  }
}

query Me {
  me { username fullName role }
}
`;

/** Apollo's hosted Sandbox, pointed at this endpoint: an opt-in link, never loaded by this page. */
const sandboxUrl = () =>
  `https://studio.apollographql.com/sandbox/explorer?endpoint=${encodeURIComponent(`${location.origin}/graphql`)}`;

export function Explorer() {
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={'{}'}
      defaultEditorToolsVisibility="headers"
      // A pasted token stays in this tab only: not written to localStorage for the next person at a shared PC.
      shouldPersistHeaders={false}
    >
      <GraphiQL.Footer>
        <p className="explorer-footer">
          Prefer Apollo&apos;s hosted Sandbox (needs internet)?{' '}
          <a href={sandboxUrl()} target="_blank" rel="noreferrer">
            Open this endpoint in Apollo Sandbox
          </a>
        </p>
      </GraphiQL.Footer>
    </GraphiQL>
  );
}
