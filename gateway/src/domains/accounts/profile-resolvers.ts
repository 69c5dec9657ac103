import type {
  MutationResolvers,
  UpdateProfilePayloadResolvers,
  UserError,
} from '../../__generated__/resolvers-types';
import {
  unauthenticated,
  uploadUserError,
  upstreamMessage,
  userError,
  userErrorsFromUpstream,
} from '../../errors';
import {
  genderEnum,
  homeLanguageEnum,
  planEnum,
  provinceEnum,
  schoolingStatusEnum,
  signupRoleEnum,
} from '../../enums';
import { newSessionIdentity } from '../../session/cookie';
import { accountKey } from '../../session/revocation';
import { IMAGE_TYPES } from '../../uploads/file-type';
import type { FormField } from '../../uploads/form';
import { UploadRefused } from '../../uploads/spool';
import { isUpstreamStatus } from '../../upstream/upstream-error';
import type { GatewayContext } from '../../context';
import { accountIdOf, verifiedViewer } from '../../session/account-standing';
import { listedGrade } from '../catalogue/rest-calls';
import { KnownGrades } from './known-grade';
import { changePassword, updateProfile, fetchMe, login, registerAccount } from './rest-calls';
import { passwordProblems } from './password-policy';
import { remindOfFamilyLinks } from '../family/reminders';

/** Upstream form field → the input field it came from, where that is not its camelCased name. */
const FIELD_NAMES: Record<string, string> = {
  language_used_at_home: 'homeLanguage',
  grade: 'gradeId',
  subscription_plan: 'plan',
};

/** Ours (the upstream's words are read only to classify a refusal, never passed on). */
const ACCOUNT_CREATED = 'Account created. Please wait for admin approval.';

const notCreated = (errors: UserError[]) => ({ created: false, message: null, errors });

/** Text fields that were given; blank ids are dropped (an empty `grade` would CLEAR the grade upstream). */
function textFields(values: Array<[string, string | null | undefined]>): FormField[] {
  return values.flatMap(([name, value]) => {
    if (value === null || value === undefined) return [];
    if (name === 'grade' && value.trim() === '') return [];
    return [{ name, value }];
  });
}

export const profileMutations: Pick<
  MutationResolvers,
  'registerAccount' | 'updateProfile' | 'changePassword'
> = {
  registerAccount: async (_p, { input }, ctx) => {
    // Refused before the uploads are read or anything is sent upstream.
    const refusals = passwordProblems(input.password, input.username, 'password');
    if (input.role === 'STUDENT' && input.guardianConsent !== true)
      refusals.push({
        code: 'GUARDIAN_CONSENT_REQUIRED',
        field: 'guardianConsent',
        message: 'A parent or guardian must agree before a child’s account can be created.',
      });
    if (refusals.length > 0) return notCreated(refusals);
    const fields: FormField[] = textFields([
      ['role', signupRoleEnum.toUpstream(input.role)],
      ['username', input.username],
      ['password', input.password],
      ['full_name', input.fullName],
      ['email', input.email],
      ['gender', input.gender && genderEnum.toUpstream(input.gender)],
      ['language_used_at_home', input.homeLanguage && homeLanguageEnum.toUpstream(input.homeLanguage)],
      ['schooling_status', input.schoolingStatus && schoolingStatusEnum.toUpstream(input.schoolingStatus)],
      ['school_name', input.schoolName],
      ['grade', input.gradeId],
      ['city', input.city],
      ['province', input.province && provinceEnum.toUpstream(input.province)],
      ['subscription_plan', input.plan && planEnum.toUpstream(input.plan)],
    ]);
    // Uploads are passed on unread: the client consumes them together, in whatever order they arrive.
    if (input.profilePicture) fields.push({ name: 'profile_picture', upload: input.profilePicture });
    // The sign-up receipt is an image upstream (unlike renewal's): a PDF is refused here, before it is uploaded.
    if (input.feeReceipt)
      fields.push({ name: 'fee_receipt', upload: input.feeReceipt, accepts: IMAGE_TYPES });
    try {
      await registerAccount(ctx.upstream, fields);
      if (input.role === 'STUDENT' && input.gradeId)
        await learnSignUpGrade(ctx, input.username, input.gradeId);
      return { created: true, errors: [], message: ACCOUNT_CREATED };
    } catch (err) {
      if (err instanceof UploadRefused) return notCreated([uploadUserError(err, FIELD_NAMES)]);
      if (isUpstreamStatus(err, 400))
        return notCreated(userErrorsFromUpstream(err, { fieldNames: FIELD_NAMES }));
      if (isUpstreamStatus(err, 403)) return notCreated([userError('ACCOUNT_NOT_ACTIVE')]);
      throw err;
    }
  },

  updateProfile: async (_p, { input }, ctx) => {
    // Checked before touching the upload: without credentials the upstream would refuse it anyway.
    if (!ctx.viewer.hasCredentials) throw unauthenticated(ctx.viewer.kind);
    const fields: FormField[] = textFields([
      ['full_name', input.fullName],
      ['email', input.email],
      ['schooling_status', input.schoolingStatus && schoolingStatusEnum.toUpstream(input.schoolingStatus)],
      ['school_name', input.schoolName],
      ['city', input.city],
      ['province', input.province && provinceEnum.toUpstream(input.province)],
      ['grade', input.gradeId],
    ]);
    if (input.profilePicture) fields.push({ name: 'profile_picture', upload: input.profilePicture });
    try {
      const dto = await updateProfile(ctx.upstream, fields);
      if (input.gradeId?.trim()) await learnEditedGrade(ctx, input.gradeId);
      return { success: true, errors: [], gradeChangesLeft: dto.grade_changes_left };
    } catch (err) {
      if (err instanceof UploadRefused)
        return { success: false, gradeChangesLeft: null, errors: [uploadUserError(err, FIELD_NAMES)] };
      if (!isUpstreamStatus(err, 400)) throw err;
      const json = err.json ?? {};
      if ('grade_changes_left' in json || /grade change limit/i.test(upstreamMessage(err) ?? ''))
        return { success: false, errors: [userError('GRADE_CHANGE_LIMIT', 'gradeId')], gradeChangesLeft: 0 };
      return {
        success: false,
        gradeChangesLeft: null,
        errors: userErrorsFromUpstream(err, { fieldNames: FIELD_NAMES }),
      };
    }
  },

  changePassword: async (_p, { input }, ctx) => {
    // No token (a visitor, or a signed-out copy of a session): nothing to change, whatever the password.
    if (!ctx.viewer.accessToken) throw unauthenticated(ctx.viewer.kind);
    // A bearer token carries no username; learn it now, while the old token still works, to sign in again after.
    // Best effort: without it the password still changes, the client just has to sign in again.
    const bearerUsername =
      ctx.viewer.kind === 'bearer'
        ? await fetchMe(ctx.upstream).then(
            (me) => me.username,
            () => null,
          )
        : null;
    const session = ctx.viewer.cookieSession;
    const username = session?.username ?? bearerUsername;
    const weak = passwordProblems(input.newPassword, username ?? '', 'newPassword');
    if (weak.length > 0) return { success: false, errors: weak };
    try {
      await changePassword(ctx.upstream, input.oldPassword, input.newPassword);
    } catch (err) {
      if (!isUpstreamStatus(err, 400)) throw err;
      if (!err.json?.old_password && /old password/i.test(upstreamMessage(err) ?? ''))
        return { success: false, errors: [userError('WRONG_PASSWORD', 'oldPassword')] };
      return { success: false, errors: userErrorsFromUpstream(err, { fieldNames: FIELD_NAMES }) };
    }
    // Sign out everywhere: every session of this account started before now ends (the upstream keeps honouring
    // old tokens, so the gateway refuses them), then this one continues with tokens for the new password.
    const bearer = ctx.viewer.kind === 'bearer' ? ctx.viewer.accessToken : null;
    const account = session?.uid ?? (bearer && username ? accountKey(bearer, username) : null);
    if (account) {
      await ctx.revocations.revokeAccountBefore(account);
      await remindOfFamilyLinks(ctx, account, 'PASSWORD_CHANGED');
    }
    await ctx.revocations.revokeTokens([bearer]);
    if (!username) return { success: true, errors: [], tokens: null };
    try {
      const tokens = await login(ctx.upstream, username, input.newPassword);
      if (session) {
        const identity = newSessionIdentity();
        ctx.viewer.startCookieSession({
          ...session,
          access: tokens.access,
          refresh: tokens.refresh,
          ...identity,
          uid: accountKey(tokens.access, username),
        });
        return { success: true, errors: [], tokens: null };
      }
      await ctx.revocations.markIssued([tokens.access, tokens.refresh]);
      return {
        success: true,
        errors: [],
        tokens: { accessToken: tokens.access, refreshToken: tokens.refresh },
      };
    } catch (err) {
      ctx.logger.warn({ err }, 're-login after password change failed');
      // This session was signed out with the others: say so to the browser too.
      await ctx.viewer.signOut();
      return { success: true, errors: [], tokens: null };
    }
  },
};

/**
 * The grade a new student signed up with, kept for her username until her verified account first reads it (the
 * API's `user/me/` may not carry it). Best effort: a failure only means she is asked later.
 */
async function learnSignUpGrade(ctx: GatewayContext, username: string, gradeId: string): Promise<void> {
  try {
    const name = await listedGrade(ctx, gradeId);
    if (name) await new KnownGrades(ctx.store).rememberSignUp(username.trim(), name, Date.now());
  } catch (err) {
    ctx.logger.warn({ err }, 'remembering the sign-up grade failed');
  }
}

/** The grade a profile edit through the gateway set, for the verified account that made it. Best effort. */
async function learnEditedGrade(ctx: GatewayContext, gradeId: string): Promise<void> {
  try {
    const viewer = verifiedViewer(await ctx.standing());
    const name = viewer?.role === 'student' ? await listedGrade(ctx, gradeId) : null;
    if (viewer && name)
      await new KnownGrades(ctx.store).remember(accountIdOf(viewer), {
        name,
        source: 'PROFILE_EDIT',
        at: Date.now(),
      });
  } catch (err) {
    ctx.logger.warn({ err }, 'remembering the edited grade failed');
  }
}

export const updateProfilePayloadType: UpdateProfilePayloadResolvers = {
  // Read after the update (the client's GET memo was cleared by the PUT), so it shows the new values.
  user: async (p, _a, ctx) => (p.success ? fetchMe(ctx.upstream) : null),
};
