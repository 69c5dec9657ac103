import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import { answerIsNoStore } from '../lib/no-store';
import { everyRequest } from '../lib/every-request';

/** Reports the resolved operation name to the request log line. */
export function operationNamePlugin(): ApolloServerPlugin<GatewayContext> {
  return everyRequest({
    async didResolveOperation(rc) {
      rc.contextValue.requestInfo.operationName = rc.operationName ?? null;
    },
  });
}

/**
 * `Cache-Control: no-store` on an answer a resolver marked (a family week, opened by the token in the request
 * alone): with no cookie nor Authorization, a shared cache would otherwise be free to keep it past a revocation.
 */
export function noStoreAnswerPlugin(): ApolloServerPlugin<GatewayContext> {
  return everyRequest({
    async willSendResponse(rc) {
      if (answerIsNoStore(rc.contextValue.requestScope))
        rc.response.http.headers.set('cache-control', 'no-store');
    },
  });
}

/**
 * Caps every answer's cache lifetime at the operator's PUBLIC_CACHE_TTL_MS: the schema's hints say what may be
 * cached; the operator decides for how long at most. Applied once the answer's policy is known (restricting it
 * earlier would make the cache-control plugin skip the field hints) and listed before the response cache, which
 * reads it when the answer is sent.
 */
export function cacheTtlCapPlugin(maxAgeSeconds: number): ApolloServerPlugin<GatewayContext> {
  return everyRequest({
    async willSendResponse(rc) {
      rc.overallCachePolicy.restrict({ maxAge: maxAgeSeconds });
    },
  });
}

/**
 * Apollo's cache-control plugin, only for answers the response cache may keep: queries of visitors and cookie
 * sessions (`cacheable`). The plugin works on every field (the catalogue has about 760); a bearer client's
 * answer (its token is unchecked until the upstream sees it) and a mutation's are never cached, so they get
 * maxAge 0 at once.
 */
export function cacheControlWhereCacheable(
  cacheable: (ctx: GatewayContext) => boolean,
  cacheControl: ApolloServerPlugin<GatewayContext>,
): ApolloServerPlugin<GatewayContext> {
  return {
    ...cacheControl,
    async requestDidStart(rc) {
      if (!cacheable(rc.contextValue)) {
        rc.overallCachePolicy.restrict({ maxAge: 0 });
        return;
      }
      const listener = await cacheControl.requestDidStart?.(rc);
      if (!listener) return;
      return {
        ...listener,
        async executionDidStart(execution) {
          // `operation` is absent when `operationName` names none of the document's: graphql-js answers "Unknown
          // operation", and nothing here may throw first.
          if (execution.operation?.operation === 'query') return listener.executionDidStart?.(execution);
          execution.overallCachePolicy.restrict({ maxAge: 0 });
        },
      };
    },
  };
}

/**
 * A plugin that only concerns answers the response cache may keep (its own, the lifetime cap): it is left out of
 * every other request (bearer clients), which then pay nothing for it (each plugin's hooks run on every stage).
 */
export function onlyWhereCacheable(
  cacheable: (ctx: GatewayContext) => boolean,
  plugin: ApolloServerPlugin<GatewayContext>,
): ApolloServerPlugin<GatewayContext> {
  return {
    ...plugin,
    async requestDidStart(rc) {
      if (!cacheable(rc.contextValue)) return;
      return plugin.requestDidStart?.(rc);
    },
  };
}
