import type { UserResolvers } from '../../__generated__/resolvers-types';
import { gatewayError } from '../../errors';
import { genderEnum, homeLanguageEnum, provinceEnum, roleEnum, schoolingStatusEnum } from '../../enums';
import { rewriteMediaUrl } from '../../lib/html';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { knownGrade } from './known-grade';
import { fetchSubscriptionInfo } from '../subscription/rest-calls';
import { subscriptionSource } from '../subscription/upstream-types';
import { shownAccountStatus } from '../../composition/renewal-pending';
import { meDto, type LoginDto, type MeDto } from './upstream-types';

/** The user as far as the login answer tells (used when `user/me/` cannot be read right after login). */
export function userFromLogin(login: LoginDto, fallbackUsername: string): MeDto {
  return meDto.parse({
    username: login.username ?? fallbackUsername,
    role: login.role,
    account_status: login.account_status,
  });
}

/** The role as the schema names it; a role the gateway does not know is the upstream's error. */
export function knownRole(upstreamRole: string | null | undefined) {
  const role = roleEnum.fromUpstream(upstreamRole);
  if (!role) throw gatewayError('UPSTREAM_ERROR', 'Learnify reported an unknown role.');
  return role;
}

/**
 * `User` from `user/me/`. Fields this backend does not send resolve to null; unknown enum wording → null. Fields
 * named as in the DTO (`username`, `email`, `city`) are left to GraphQL's default resolver.
 */
export const userType: UserResolvers = {
  id: (u) => u.username,
  role: (u) => knownRole(u.role),
  accountStatus: (u, _a, ctx) => shownAccountStatus(ctx, u.username, u.account_status),
  fullName: (u) => u.full_name,
  schoolName: (u) => u.school_name,
  schoolingStatus: (u) => schoolingStatusEnum.fromUpstream(u.schooling_status),
  province: (u) => provinceEnum.fromUpstream(u.province),
  gender: (u) => genderEnum.fromUpstream(u.gender),
  homeLanguage: (u) => homeLanguageEnum.fromUpstream(u.language_used_at_home),
  profilePictureUrl: (u, _args, ctx) => rewriteMediaUrl(u.profile_picture, ctx.upstreamOrigin),
  grade: async (u, _args, ctx) => (await knownGrade(ctx, u))?.name ?? null,
  gradeSource: async (u, _args, ctx) => (await knownGrade(ctx, u))?.source ?? null,
  subscription: async (u, _args, ctx) => {
    const role = roleEnum.fromUpstream(u.role);
    if (role === 'ADMIN' || role === 'MANAGER') return null;
    try {
      return subscriptionSource(u, await fetchSubscriptionInfo(ctx.upstream));
    } catch (err) {
      if (isUpstreamStatus(err, 403)) return null;
      throw err;
    }
  },
};
