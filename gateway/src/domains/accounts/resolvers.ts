import type { Resolvers } from '../../__generated__/resolvers-types';
import { PASSWORD_POLICY } from './password-policy';
import { userType } from './user-resolvers';
import { gradeMutations, setMyGradePayloadType } from './grade-resolvers';
import { profileMutations, updateProfilePayloadType } from './profile-resolvers';
import { sessionMutations, sessionQuery, sessionType } from './session-resolvers';
import { viewerQuery, viewerType } from './viewer-resolvers';

export const accountsResolvers: Resolvers = {
  Query: { ...sessionQuery, ...viewerQuery, passwordPolicy: () => PASSWORD_POLICY },
  Mutation: { ...sessionMutations, ...profileMutations, ...gradeMutations },
  Session: sessionType,
  User: userType,
  Viewer: viewerType,
  UpdateProfilePayload: updateProfilePayloadType,
  SetMyGradePayload: setMyGradePayloadType,
};
