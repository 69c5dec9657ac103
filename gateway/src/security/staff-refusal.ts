import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import { staffRefused } from '../errors';
import { isStaff } from '../session/account-standing';

/**
 * Staff tokens (admin, manager) are refused on every operation — `me`, `refreshSession`, reads of any child's
 * results — not only at `login`: the REST API issues them tokens, and one taken from it and sent as a bearer (or a
 * session whose role changed) must get nothing here. Decided on the account's standing (`user/me/`, read at most
 * once per ACCOUNT_STATUS_TTL_MS per session through the store), before any resolver runs. Requests without
 * credentials cost nothing. `refreshSession` with a bearer client's refresh token checks the fresh token itself.
 */
export function staffRefusalPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue: ctx }) {
          if (ctx.viewer.kind !== 'bearer' && ctx.viewer.kind !== 'cookie') return;
          if (isStaff(await ctx.standing())) throw staffRefused();
        },
      };
    },
  };
}
