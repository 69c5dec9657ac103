import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { GraphQLError } from 'graphql';
import { clientIdentity, isWebClient } from '../clients/client-identity';
import type { DocumentRegistry } from '../clients/document-registry';
import type { GatewayContext } from '../context';
import { RETRY_AFTER_SECONDS } from '../errors';
import manifest from '../__generated__/persisted-documents.json' with { type: 'json' };

/**
 * Trusted documents (docs/decisions/0006-trusted-documents.md, 0012): the web client's operations from
 * codegen's manifest (`"<hex sha256>": "<text>"`, `__typename` already added), served to Apollo's
 * persisted-query lookup as a read-only cache. A known `extensions.persistedQuery.sha256Hash` runs its text; an
 * unknown one gets Apollo's PERSISTED_QUERY_NOT_FOUND. Registering a client's text is a no-op, so a hash never
 * stands for unshipped text.
 */
export class ManifestDocuments implements KeyValueCache<string> {
  private readonly documents = new Map<string, string>(Object.entries(manifest));

  /** The operation names of the shipped clients (bounded metric labels). */
  operationNames(): string[] {
    return [...this.documents.values()].flatMap((text) => {
      const name = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
      return name ? [name] : [];
    });
  }

  async get(hash: string): Promise<string | undefined> {
    return this.documents.get(hash);
  }

  async set(): Promise<void> {}

  async delete(): Promise<boolean> {
    return false;
  }
}

/** What `trustedDocumentsPlugin` needs: the published clients' documents and the web build's manifest. */
export interface TrustedDocumentsOptions {
  registry: DocumentRegistry;
  web: ManifestDocuments;
  /** PERSISTED_QUERIES_ONLY: nothing but a trusted document runs. */
  persistedOnly: boolean;
}

const unknownClient = (name: string) =>
  new GraphQLError(
    `No documents are published for the client "${name}" (apollographql-client-name). Name a published client, or ask the operator to publish yours.`,
    { extensions: { code: 'UNKNOWN_CLIENT', clientName: name, http: { status: 400 } } },
  );

/**
 * A hash this client has not published. Apollo's APQ clients retry with the text only on the exact message
 * `PersistedQueryNotFound`, so that message stays wherever text is accepted; where it is not (persisted only), the
 * message names the client and its live versions instead, so the app's developer sees why.
 */
const notPublished = (name: string, persistedOnly: boolean, liveVersions: string[]) =>
  new GraphQLError(
    persistedOnly
      ? `This document is not published for the client "${name}" (live versions: ${liveVersions.join(', ') || 'none'}).`
      : 'PersistedQueryNotFound',
    {
      extensions: {
        code: 'PERSISTED_QUERY_NOT_FOUND',
        clientName: name,
        http: {
          status: 200,
          headers: new HeaderMap([['cache-control', 'private, no-cache, must-revalidate']]),
        },
      },
    },
  );

const documentsUnavailable = () =>
  new GraphQLError('The published documents cannot be read just now. Please try again in a moment.', {
    extensions: {
      code: 'DOCUMENTS_UNAVAILABLE',
      retryable: true,
      http: { status: 503, headers: new HeaderMap([['retry-after', String(RETRY_AFTER_SECONDS)]]) },
    },
  });

/** What a refused request runs instead of its own document: nothing of the client's is parsed or validated. */
const REFUSED_PLACEHOLDER = '{ __typename }';

const persistedRequired = () =>
  new GraphQLError('Only the Learnify apps’ own operations are accepted here.', {
    extensions: { code: 'PERSISTED_QUERY_REQUIRED', http: { status: 400 } },
  });

/**
 * Trusted documents per client (docs/decisions/0045-clients-documents-and-usage.md). A request naming a published
 * client (`apollographql-client-name`) with a persisted-query hash runs that client's published document, looked up
 * in the shared store before Apollo resolves the hash; the web app (named, or naming nobody) runs its build's
 * manifest through Apollo's own lookup. With `persistedOnly`, anything else is refused.
 *
 * A refusal is decided here, when the request starts, but raised where Apollo answers a plugin's error as a
 * GraphQL error (`didResolveOperation`); until then the request carries a placeholder document instead of its own,
 * so nothing the client sent is parsed or validated.
 */
export function trustedDocumentsPlugin(opts: TrustedDocumentsOptions): ApolloServerPlugin<GatewayContext> {
  const decide = async (rc: GraphQLRequestContext<GatewayContext>): Promise<GraphQLError | null> => {
    const { name } = clientIdentity(rc.request.http?.headers ?? new HeaderMap());
    const hash = rc.request.extensions?.persistedQuery?.sha256Hash;
    const hashOnly = typeof hash === 'string' && rc.request.query === undefined;
    if (isWebClient(name)) return opts.persistedOnly && !hashOnly ? persistedRequired() : null;
    if (!hashOnly) {
      if (!opts.persistedOnly) return null;
      const known = await opts.registry.isKnown(name);
      if (known === 'unavailable') return documentsUnavailable();
      return known ? persistedRequired() : unknownClient(name);
    }
    const found = await opts.registry.lookup(name, hash);
    if (found.kind === 'document') {
      // Apollo checks the hash against this text (equal by publishing) and runs it.
      rc.request.query = found.body;
      return null;
    }
    // Where text is accepted, an unknown hash asks for the text (below), which runs without the store.
    if (found.kind === 'unavailable' && opts.persistedOnly) return documentsUnavailable();
    if (opts.persistedOnly && found.kind === 'unknown-client') return unknownClient(name);
    // Outside persisted-only, the web's documents are anyone's to run (Apollo's lookup serves them).
    if (!opts.persistedOnly && (await opts.web.get(hash))) return null;
    return notPublished(name, opts.persistedOnly, found.kind === 'not-published' ? found.liveVersions : []);
  };
  return {
    async requestDidStart(rc) {
      const refusal = await decide(rc);
      if (!refusal) return;
      rc.request.query = REFUSED_PLACEHOLDER;
      if (rc.request.extensions?.persistedQuery) {
        const { persistedQuery: _dropped, ...extensions } = rc.request.extensions;
        rc.request.extensions = extensions;
      }
      return {
        async didResolveOperation() {
          throw refusal;
        },
      };
    },
  };
}
