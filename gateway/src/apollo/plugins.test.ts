import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context';
import { onlyWhereCacheable } from './plugins';

describe('a plugin kept to answers the response cache may keep', () => {
  it('starts for those requests only, so the others pay nothing for it', async () => {
    const started: string[] = [];
    const inner: ApolloServerPlugin<GatewayContext> = {
      async requestDidStart(rc) {
        started.push(rc.contextValue.viewer.kind);
        return {};
      },
    };
    const plugin = onlyWhereCacheable((ctx) => ctx.viewer.kind !== 'bearer', inner);
    const request = (kind: string) =>
      ({ contextValue: { viewer: { kind } } }) as unknown as GraphQLRequestContext<GatewayContext>;
    expect(await plugin.requestDidStart?.(request('bearer'))).toBeUndefined();
    expect(await plugin.requestDidStart?.(request('cookie'))).toEqual({});
    expect(started).toEqual(['cookie']);
  });
});
