import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';

/** Reports the resolved operation name to the request log line. */
export function operationNamePlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(rc) {
          rc.contextValue.requestInfo.operationName = rc.operationName ?? null;
        },
      };
    },
  };
}

/**
 * Caps every answer's cache lifetime at the operator's PUBLIC_CACHE_TTL_MS: the schema's hints say what may be
 * cached; the operator decides for how long at most. Applied once the answer's policy is known (restricting it
 * earlier would make the cache-control plugin skip the field hints) and listed before the response cache, which
 * reads it when the answer is sent.
 */
export function cacheTtlCapPlugin(maxAgeSeconds: number): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse(rc) {
          rc.overallCachePolicy.restrict({ maxAge: maxAgeSeconds });
        },
      };
    },
  };
}

/**
 * PERSISTED_QUERIES_ONLY: only the shipped clients' operations run (a hash found in the manifest); any other
 * document is refused before it is validated or executed. Off by default (the sandbox and mobile clients send
 * full text).
 */
export function persistedOnlyPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(rc) {
          if (rc.metrics.persistedQueryHit) return;
          throw new GraphQLError('Only the Learnify apps’ own operations are accepted here.', {
            extensions: { code: 'PERSISTED_QUERY_REQUIRED', http: { status: 400 } },
          });
        },
      };
    },
  };
}
