import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import type { IntrospectionQuery } from 'graphql';
import { useEffect, useState } from 'react';
import { DEFAULT_QUERY } from './default-query';
import { fetchIntrospection } from './introspection';

const ENDPOINT = '/graphql';

// Same origin: the browser's session cookie (if the web app is signed in here) goes along; a bearer token is
// pasted into the Headers tab. JSON POSTs pass Apollo's CSRF prevention without a preflight header.
const fetcher = createGraphiQLFetcher({ url: ENDPOINT });

/** Apollo's hosted Sandbox, pointed at this endpoint: an opt-in link, never loaded by this page. */
const sandboxUrl = () =>
  `https://studio.apollographql.com/sandbox/explorer?endpoint=${encodeURIComponent(`${location.origin}${ENDPOINT}`)}`;

type SchemaState = { schema: IntrospectionQuery | null; error: string | null } | undefined;

export function Explorer() {
  const [state, setState] = useState<SchemaState>(undefined);
  useEffect(() => {
    fetchIntrospection(ENDPOINT).then(
      (schema) => setState({ schema, error: null }),
      (err: unknown) => setState({ schema: null, error: String(err) }),
    );
  }, []);
  if (!state) return <p className="explorer-status">Loading the schema…</p>;
  return (
    <GraphiQL
      fetcher={fetcher}
      schema={state.schema}
      defaultQuery={DEFAULT_QUERY}
      defaultHeaders={'{}'}
      defaultEditorToolsVisibility="headers"
      visiblePlugin="Documentation Explorer"
      // A pasted token stays in this tab only: not written to localStorage for the next person at a shared PC.
      shouldPersistHeaders={false}
    >
      <GraphiQL.Footer>
        <p className="explorer-footer">
          {state.error ? `The schema could not be loaded: ${state.error} ` : null}
          Prefer Apollo&apos;s hosted Sandbox (needs internet)?{' '}
          <a href={sandboxUrl()} target="_blank" rel="noreferrer">
            Open this endpoint in Apollo Sandbox
          </a>
        </p>
      </GraphiQL.Footer>
    </GraphiQL>
  );
}
