import { HeaderMap, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import { everyRequest } from '../lib/every-request';
import { clientIdentity } from './client-identity';
import type { UsageRecorder } from './usage-recorder';

/**
 * Counts every request that is answered from its operation (executed, or served from the response cache; a
 * refused one never gets here) for its client and version. Listed before the response cache.
 */
export function usagePlugin<TContext extends BaseContext>(
  recorder: UsageRecorder,
): ApolloServerPlugin<TContext> {
  return everyRequest({
    async responseForOperation(rc) {
      recorder.record(clientIdentity(rc.request.http?.headers ?? new HeaderMap()), rc);
      return null;
    },
  });
}
