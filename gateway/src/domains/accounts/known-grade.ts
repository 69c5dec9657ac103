// Her grade where the Learnify API does not say it (`user/me/` carries no grade on this API version): what the
// gateway learned from her sign-up, her profile edits, her latest quiz or her own answer, kept for her account.
// Accounts shows it (`User.grade`) and performance composes with it (her grade's quizzes, Next up).
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { gradeName } from '../../composition/grade-name';
import { verifiedAccountOf } from '../../composition/viewer-identity';
import { parseKarachiDateTime } from '../../lib/dates';
import { slot } from '../../lib/scope';
import { JsonCache } from '../../store/json-cache';
import type { GatewayStore } from '../../store/store';
import { fetchQuizHistory } from '../results/rest-calls';
import type { HistoryRowDto } from '../results/upstream-types';
import type { GradeSourceValue, MeDto } from './upstream-types';

/** A grade the gateway knows, by name, and where from. */
export interface KnownGrade {
  name: string;
  source: GradeSourceValue;
}

/** Grade names are short ("Grade 3"); anything longer is not one. */
export const MAX_GRADE_NAME = 64;

/** A learned grade as kept: `at` is when the fact held (ms), so the newest fact wins. */
const recordSchema = z.object({
  name: z.string().min(1).max(MAX_GRADE_NAME),
  source: z.enum(['PROFILE_EDIT', 'SIGN_UP', 'HISTORY', 'HER_ANSWER']),
  at: z.number().int().nonnegative(),
});
export type GradeRecord = z.infer<typeof recordSchema>;

/** A school year and its holidays, like her progress ledger. */
const ACCOUNT_TTL_MS = 400 * 86_400_000;
/** Long enough for the team to verify a sign-up's receipt and for her to sign in once. */
const SIGN_UP_TTL_MS = 60 * 86_400_000;

/**
 * Which of two records stands: a fact of her account (sign-up, profile edit, her latest quiz) over her answer, and
 * among facts (or among answers) the newer.
 */
export function preferred(a: GradeRecord | undefined, b: GradeRecord | undefined): GradeRecord | undefined {
  if (!a || !b) return a ?? b;
  const fact = (r: GradeRecord) => r.source !== 'HER_ANSWER';
  if (fact(a) !== fact(b)) return fact(a) ? a : b;
  return b.at > a.at ? b : a;
}

/**
 * Learned grades in the gateway store. An account's record is keyed by the verified account only
 * (`accountIdOf`); a sign-up's, made before the account can sign in, by the new username, and read only for the
 * verified account of that username, which then takes it over. Store errors fail open: the grade is unknown and
 * she is asked, never told a wrong one.
 */
export class KnownGrades {
  private readonly cache: JsonCache<GradeRecord>;

  constructor(store: GatewayStore) {
    this.cache = new JsonCache(store.entries, {
      prefix: 'known-grade:v1',
      schema: recordSchema,
      ttlMs: ACCOUNT_TTL_MS,
      onStoreError: 'open',
    });
  }

  private static signUpKey = (username: string) => `sign-up:${username.toLowerCase()}`;

  /** After Learnify created the account `username` with this grade. */
  async rememberSignUp(username: string, name: string, at: number): Promise<void> {
    await this.cache.set(KnownGrades.signUpKey(username), { name, source: 'SIGN_UP', at }, SIGN_UP_TTL_MS);
  }

  /** Keeps `record` for the account unless what it has stands over it (compare-and-set). */
  async remember(accountId: string, record: GradeRecord): Promise<GradeRecord | undefined> {
    const outcome = await this.cache.update(accountId, (current) => preferred(current, record));
    return outcome.value;
  }

  /** The account's record; a sign-up record of its verified username is taken over on first sight. */
  async of(accountId: string, username: string): Promise<GradeRecord | undefined> {
    const own = await this.cache.get(accountId);
    if (own) return own;
    const signUp = await this.cache.get(KnownGrades.signUpKey(username));
    if (!signUp) return undefined;
    const kept = await this.remember(accountId, signUp);
    await this.cache.delete(KnownGrades.signUpKey(username));
    return kept;
  }
}

/** The grade her latest finished quiz was in, with when she finished it; null without one. */
export function historyFact(history: readonly HistoryRowDto[]): GradeRecord | undefined {
  const latest = history.find((r) => r.grade?.trim());
  if (!latest?.grade) return undefined;
  const at = Date.parse(parseKarachiDateTime(latest.attempted_on) ?? '');
  return {
    name: latest.grade.trim().slice(0, MAX_GRADE_NAME),
    source: 'HISTORY',
    at: Number.isNaN(at) ? 0 : at,
  };
}

/**
 * Her grade wherever the gateway can know it: her profile's when the API sends it; else the best of what it
 * learned for her verified account and what her history shows (read now when `history` is not given and nothing
 * was learned yet). A grade her history shows is remembered, so the next request needs no history. Null when
 * nothing tells it (she is asked); never a guess.
 */
export function knownGrade(
  ctx: GatewayContext,
  me: MeDto,
  history?: readonly HistoryRowDto[],
): Promise<KnownGrade | null> {
  // Once per request and user (`grade` and `gradeSource` both ask), unless a history is given to weigh.
  if (history) return learnGrade(ctx, me, history);
  const mine = ctx.requestScope.get(KNOWN, () => new Map<string, Promise<KnownGrade | null>>());
  const key = me.username.toLowerCase();
  if (!mine.has(key)) mine.set(key, learnGrade(ctx, me));
  return mine.get(key)!;
}

const KNOWN = slot<Map<string, Promise<KnownGrade | null>>>('known-grade:by-username');

async function learnGrade(
  ctx: GatewayContext,
  me: MeDto,
  history?: readonly HistoryRowDto[],
): Promise<KnownGrade | null> {
  const profile = await gradeName(me, ctx);
  if (profile) return { name: profile, source: 'PROFILE' };
  if (me.role !== 'student') return null;
  const account = await verifiedAccountOf(ctx, me.username);
  const grades = new KnownGrades(ctx.store);
  const learned = account ? await grades.of(account, me.username) : undefined;
  const rows = history ?? (learned ? [] : (await fetchQuizHistory(ctx.upstream)).results);
  const fact = historyFact(rows);
  const best = preferred(learned, fact);
  if (account && fact && best === fact) await grades.remember(account, fact);
  return best ? { name: best.name, source: best.source } : null;
}
