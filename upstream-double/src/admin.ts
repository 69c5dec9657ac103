// Operator actions (what the Learnify team does in Django admin), for tests, the CLI and e2e runs.
import { correctPayload } from './domains/quiz-attempts/grading';
import { extendedExpiry, PLAN_DAYS } from './domains/subscription/expiry';
import type { User } from './model';
import type { State } from './state';
import { addDays } from './time';
import type { TokenStore } from './tokens';
import type { DoubleAdmin, SavedAnswer, UserView } from './types';

export function userView(state: State, u: User): UserView {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    full_name: u.fullName,
    email: u.email,
    gender: u.gender,
    language_used_at_home: u.languageUsedAtHome,
    schooling_status: u.schoolingStatus,
    school_name: u.schoolName,
    city: u.city,
    province: u.province,
    grade: state.gradeName(u.gradeId),
    grade_id: u.gradeId,
    subscription_plan: u.subscriptionPlan,
    subscription_expiry: u.subscriptionExpiry,
    account_status: u.accountStatus,
    is_active: u.isActive,
    renewal_requested: u.renewalRequested,
    grade_changes_this_year: u.gradeChangeCount,
    uploads: structuredClone(u.uploads),
    renewal_requests: state.renewals
      .filter((r) => r.userId === u.id)
      .map((r) => ({
        id: r.id,
        plan: r.plan,
        receipt: { ...r.receipt },
        requestedAt: r.requestedAt,
        status: r.status,
      })),
  };
}

export function createAdmin(getState: () => State, tokens: TokenStore): DoubleAdmin {
  const mustFind = (username: string): User => {
    const user = getState().userByUsername(username);
    if (!user) throw new Error(`unknown user: ${username}`);
    return user;
  };
  return {
    activate(username) {
      const state = getState();
      const user = mustFind(username);
      const plan = user.subscriptionPlan ?? 'monthly';
      user.subscriptionPlan = plan;
      user.isActive = true;
      user.accountStatus = 'active';
      user.subscriptionExpiry = addDays(state.today(), PLAN_DAYS[plan]);
      return userView(state, user);
    },
    approveRenewal(username) {
      const state = getState();
      const user = mustFind(username);
      const pending = state.renewals.filter((r) => r.userId === user.id && r.status === 'pending');
      const request = pending.at(-1);
      if (!request) throw new Error(`no pending renewal request for ${username}`);
      user.subscriptionExpiry = extendedExpiry(state, user, request.plan);
      user.subscriptionPlan = request.plan;
      user.accountStatus = 'active';
      user.renewalRequested = false;
      for (const r of pending) r.status = 'approved';
      return userView(state, user);
    },
    expire(username) {
      const state = getState();
      const user = mustFind(username);
      user.subscriptionExpiry = addDays(state.today(), -1);
      if (user.accountStatus === 'active') user.accountStatus = 'expired';
      return userView(state, user);
    },
    expireAccessTokens() {
      tokens.expireAccessTokens();
    },
    answersOf(attemptId) {
      const attempt = getState().attempts.get(attemptId);
      if (!attempt) return undefined;
      return [...attempt.answers.entries()].map(([question_id, a]): SavedAnswer => ({
        question_id,
        question_type: a.type,
        answer_data: structuredClone(a.data),
        saved_at: new Date(a.savedAt).toISOString(),
      }));
    },
    findUser(username) {
      const state = getState();
      const user = state.userByUsername(username);
      return user ? userView(state, user) : undefined;
    },
    correctAnswersOf(attemptId) {
      const state = getState();
      const attempt = state.attempts.get(attemptId);
      if (!attempt) return undefined;
      const out: Record<string, unknown> = {};
      for (const qid of attempt.questionIds) {
        const q = state.questions.get(qid);
        if (q) out[qid] = correctPayload(q);
      }
      return out;
    },
  };
}
