import type { Resolvers } from '../../__generated__/resolvers-types';
import { userType } from './user-resolvers';
import { profileMutations, updateProfilePayloadType } from './profile-resolvers';
import { sessionMutations, sessionQuery, sessionType } from './session-resolvers';

export const accountsResolvers: Resolvers = {
  Query: { ...sessionQuery },
  Mutation: { ...sessionMutations, ...profileMutations },
  Session: sessionType,
  User: userType,
  UpdateProfilePayload: updateProfilePayloadType,
};
