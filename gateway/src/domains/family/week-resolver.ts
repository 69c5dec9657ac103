import { createHash } from 'node:crypto';
import type { FamilyWeek, QueryResolvers } from '../../__generated__/resolvers-types';
import { gatewayError, rateLimited } from '../../errors';
import { karachiDateTime } from '../../lib/karachi-day';
import { markAnswerNoStore } from '../../lib/no-store';
import { slot } from '../../lib/scope';
import { FamilyViews, type FamilyViewOutcome } from './family-views';
import { RENEW_PATH } from './summary';

const idOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 22);

/** The week a live link shows, as the schema gives it: ids derive from the link, never from the child. */
export function toFamilyWeek(outcome: Extract<FamilyViewOutcome, { kind: 'week' }>): FamilyWeek {
  const { link, summary, week } = outcome;
  const id = idOf('family-week', link.id);
  return {
    id,
    firstName: summary?.firstName ?? null,
    grade: summary?.grade ?? null,
    language: link.language,
    practiseNext: summary?.practiseNext ?? null,
    quizzes: week.quizzes.map((q, i) => ({
      id: idOf(id, 'quiz', String(i), q.title, q.finishedAt ?? ''),
      title: q.title,
      subject: q.subject,
      percentage: q.percentage,
      finishedAt: q.finishedAt,
    })),
    streakDays: week.streakDays,
    subjects: (summary?.subjects ?? []).map((s) => ({
      id: idOf(id, 'subject', s.subject),
      subject: s.subject,
      average: s.average,
    })),
    subscription: {
      id: idOf(id, 'subscription'),
      endsOn: week.subscription.endsOn,
      state: week.subscription.state,
      renewPath: RENEW_PATH,
    },
    updatedAt: summary ? karachiDateTime(summary.keptAt) : null,
    weekStartsOn: week.weekStartsOn,
  };
}

const VIEWS = slot<FamilyViews>('family:api-views');

export const familyWeekQuery: Pick<QueryResolvers, 'familyWeek'> = {
  familyWeek: async (_p, { token }, ctx) => {
    // Whatever the outcome: the answer is opened by the token alone, so no cache may keep it.
    markAnswerNoStore(ctx.requestScope);
    const views = ctx.appScope.get(
      VIEWS,
      () =>
        new FamilyViews(
          ctx.store,
          { perIp: ctx.env.rateLimitFamilyViewsPerIp, windowMs: ctx.env.rateLimitWindowMs },
          'api',
        ),
    );
    const outcome = await views.open(token, ctx.clientIp, Date.now(), true);
    switch (outcome.kind) {
      case 'week':
        return toFamilyWeek(outcome);
      case 'not-found':
        throw gatewayError('NOT_FOUND', 'This family link does not work: it may have ended.');
      case 'unavailable':
        throw gatewayError('SERVICE_UNAVAILABLE', undefined, { http: { status: 503 } });
      case 'limited':
        throw rateLimited(
          'Too many family pages opened from this address. Please try again later.',
          outcome.retryAfterMs,
          { scope: 'ip' },
        );
    }
  },
};
