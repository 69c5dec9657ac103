import type { Resolvers } from '../../__generated__/resolvers-types';
import { familyLinkMutations, familyViewerFields } from './link-resolvers';
import { familyWeekQuery } from './week-resolver';

/** Family links: made, renewed and revoked by a student; opened by her family with the token alone. */
export const familyResolvers: Resolvers = {
  Query: familyWeekQuery,
  Mutation: familyLinkMutations,
  Viewer: familyViewerFields,
};
