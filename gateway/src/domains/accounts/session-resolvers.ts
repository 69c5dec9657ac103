import { cacheControlFromInfo } from '@apollo/cache-control-types';
import type {
  MutationResolvers,
  QueryResolvers,
  SessionResolvers,
} from '../../__generated__/resolvers-types';
import {
  staffRefused,
  standingUnknown,
  unauthenticated,
  userError,
  userErrorsFromUpstream,
} from '../../errors';
import { shownAccountStatus } from '../../composition/renewal-pending';
import { newSessionIdentity, SESSION_LIFETIME_MS } from '../../session/cookie';
import { peekClaims } from '../../session/jwt-claims';
import { staffVerdict, standingOf } from '../../session/account-standing';
import { accountKey } from '../../session/revocation';
import { pythonStrip } from '../../lib/python-strip';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import { fetchMe, login, refreshSession } from './rest-calls';
import { knownRole, userFromLogin } from './user-resolvers';
import { remindOfFamilyLinks } from '../family/reminders';

/** Ours, whatever the upstream said (its `detail` must not reach a client, nor tell unknown from inactive). */
export const INVALID_CREDENTIALS_MESSAGE = userError('INVALID_CREDENTIALS').message;

export const sessionQuery: Pick<QueryResolvers, 'me'> = {
  // A visitor (no credentials at all) is not an error; bad credentials are (UNAUTHENTICATED via the client).
  me: async (_p, _a, ctx, info) => {
    // Signed out (revocation list) or refused upstream in this request: refused here, without asking again.
    if (ctx.viewer.kind === 'revoked' || ctx.viewer.kind === 'refused')
      throw unauthenticated(ctx.viewer.kind);
    if (ctx.viewer.hasCredentials) return fetchMe(ctx.upstream);
    // A visitor's `me` is always null: that answer is the same for every visitor, so the home page's query (the
    // catalogue and `me`) can be answered from the response cache for visitors.
    cacheControlFromInfo(info).setCacheHint({ maxAge: 30, scope: 'PUBLIC' });
    return null;
  },
};

export const sessionMutations: Pick<MutationResolvers, 'login' | 'refreshSession' | 'logout'> = {
  login: async (_p, { input }, ctx) => {
    // No username to check: refused here, so it never costs an upstream call or a limited attempt.
    if (pythonStrip(input.username) === '') {
      const blank = input.password === '' ? ['username', 'password'] : ['username'];
      return { session: null, errors: blank.map((field) => userError('INVALID_INPUT', field)) };
    }
    let tokens;
    try {
      tokens = await login(ctx.upstream, input.username, input.password);
    } catch (err) {
      if (isUpstreamStatus(err, 401)) return { session: null, errors: [userError('INVALID_CREDENTIALS')] };
      if (isUpstreamStatus(err, 400)) return { session: null, errors: userErrorsFromUpstream(err) };
      throw err;
    }
    const role = knownRole(tokens.role);
    // Staff get tokens upstream, but the site refuses them: no cookie, no tokens handed out.
    if (role === 'ADMIN' || role === 'MANAGER')
      return { session: null, errors: [userError('ROLE_NOT_ALLOWED')] };
    const bearer = input.tokenDelivery === 'BEARER';
    const username = tokens.username ?? input.username;
    if (bearer) {
      ctx.viewer.useBearer(tokens.access);
      await ctx.revocations.markIssued([tokens.access, tokens.refresh]);
    } else {
      const identity = newSessionIdentity();
      ctx.viewer.startCookieSession({
        access: tokens.access,
        refresh: tokens.refresh,
        username,
        role: tokens.role ?? 'student',
        remember: input.remember === true,
        exp: identity.iat + SESSION_LIFETIME_MS,
        ...identity,
        uid: accountKey(tokens.access, username),
      });
    }
    // Remembered so the session's first requests need no `user/me/`; the upstream just issued this token, so
    // its `user_id` claim is verified.
    const viewer = {
      userId: peekClaims(tokens.access).userId,
      username,
      role: tokens.role,
      status: tokens.account_status,
    };
    await ctx.rememberViewer(viewer);
    return {
      errors: [],
      session: {
        viewer,
        accessToken: tokens.access,
        tokens: bearer ? { accessToken: tokens.access, refreshToken: tokens.refresh } : null,
        login: tokens,
      },
    };
  },

  refreshSession: async (_p, { input }, ctx) => {
    const invalid = (message: string, field: string | null) => ({
      tokens: null,
      errors: [{ code: 'INVALID_CREDENTIALS' as const, field, message }],
    });
    if (input.refreshToken) {
      // Signed out (logout, password change): the upstream would still honour it, the gateway does not.
      const fresh = (await ctx.revocations.isTokenRevoked(input.refreshToken))
        ? null
        : await refreshSession(ctx.upstream, input.refreshToken);
      if (!fresh)
        return invalid('The refresh token is no longer valid. Please sign in again.', 'refreshToken');
      // Staff refresh tokens renew nothing: the fresh token's role is asked (this request carried no other
      // credential). A role that cannot be read renews nothing either (retryable).
      const me = await fetchMe(ctx.upstream, { token: fresh.access }).catch(() => null);
      if (!me) throw standingUnknown();
      const viewer = { userId: null, username: me.username, role: me.role, status: me.account_status };
      const verdict = staffVerdict(standingOf(viewer));
      if (verdict === 'staff') throw staffRefused();
      if (verdict !== 'not-staff') throw standingUnknown();
      await ctx.revocations.markIssued([fresh.access, fresh.refresh]);
      return {
        errors: [],
        tokens: { accessToken: fresh.access, refreshToken: fresh.refresh ?? input.refreshToken },
      };
    }
    const session = ctx.viewer.cookieSession;
    if (!session?.refresh) return invalid('There is no session to refresh. Please sign in.', null);
    const access = await ctx.viewer.renew(session.access);
    if (!access) return invalid('The session has ended. Please sign in again.', null);
    return { errors: [], tokens: null };
  },

  logout: async (_p, { input }, ctx) => {
    const bearer = ctx.viewer.kind === 'bearer' ? ctx.viewer.accessToken : null;
    let verifyError: unknown = null;
    if (input.everywhere) {
      // Only a verified holder names the account: a sealed cookie session, or a bearer token the upstream accepts
      // now (its claims are then the upstream's). A made-up token signs nobody out.
      let account = ctx.viewer.cookieSession?.uid ?? null;
      if (!account && bearer) {
        try {
          const me = await fetchMe(ctx.upstream);
          account = accountKey(bearer, me.username);
        } catch (err) {
          verifyError = err;
        }
      }
      if (account) {
        await ctx.revocations.revokeAccountThroughThisSecond(account);
        await remindOfFamilyLinks(ctx, account, 'SIGNED_OUT_EVERYWHERE');
      }
      // No verified holder (no credential, or one already refused): "everywhere" was not done.
      else verifyError ??= unauthenticated(ctx.viewer.kind);
    }
    // The upstream has no way to revoke its tokens: the gateway refuses them from now until they expire.
    await ctx.revocations.revokeTokens([bearer, input.refreshToken]);
    await ctx.viewer.signOut();
    // This request's own tokens are signed out; "everywhere" was not done, and the client must not think it was.
    if (verifyError) throw isUpstreamStatus(verifyError, 401) ? unauthenticated('EXPIRED') : verifyError;
    return { success: true };
  },
};

export const sessionType: SessionResolvers = {
  role: (s) => knownRole(s.login.role),
  accountStatus: (s, _a, ctx) => shownAccountStatus(ctx, s.viewer.username, s.login.account_status),
  user: async (s, _a, ctx) => {
    try {
      return await fetchMe(ctx.upstream);
    } catch (err) {
      // Signing in succeeded; a hiccup reading the profile must not turn it into a failure.
      ctx.logger.warn({ err }, 'user/me/ after login failed');
      return userFromLogin(s.login, s.login.username ?? '');
    }
  },
};
