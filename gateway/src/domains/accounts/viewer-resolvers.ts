import { cacheControlFromInfo } from '@apollo/cache-control-types';
import type { QueryResolvers, ViewerResolvers } from '../../__generated__/resolvers-types';
import { signedInViewer, viewerIdOf } from '../../composition/viewer-identity';
import { fetchMe } from './rest-calls';

export const viewerQuery: Pick<QueryResolvers, 'viewer'> = {
  viewer: async (_p, _a, ctx, info) => {
    const viewer = await signedInViewer(ctx);
    // A visitor's `viewer` is always null: the same answer for every visitor, so the pages a visitor opens (the
    // catalogue and `viewer`) can be answered from the response cache.
    if (!viewer) cacheControlFromInfo(info).setCacheHint({ maxAge: 30, scope: 'PUBLIC' });
    return viewer;
  },
};

/** `Viewer`'s own fields; the other domains add theirs. The parent is the verified account. */
export const viewerType: ViewerResolvers = {
  id: (viewer) => viewerIdOf(viewer),
  user: (_viewer, _a, ctx) => fetchMe(ctx.upstream),
};
