import type { ApolloServerPlugin, BaseContext, GraphQLRequestListener } from '@apollo/server';

/** An Apollo plugin whose hooks are the same for every request. */
export function everyRequest<C extends BaseContext>(
  listener: GraphQLRequestListener<C>,
): ApolloServerPlugin<C> {
  return { requestDidStart: async () => listener };
}
