import { z } from 'zod';
import { JsonCache } from '../store/json-cache';
import type { GatewayStore } from '../store/store';
import { tokenDigest } from './token-facts';

/**
 * Who the viewer is, as the upstream verified it: `user/me/` for the credential in use, or what a sign-in reported.
 * `userId` is the `user_id` claim of a token the upstream accepted; null when it has none or none was read.
 */
export interface ViewerRecord {
  userId: string | null;
  username: string;
  role: string | null;
  status: string | null;
}

/**
 * The standing of a credential that was sent. `unknown`: `user/me/` could not be read (time-out, 5xx, 429, an
 * unreadable answer); it never gets what `bad` is refused. `refused`: the upstream refused the credential (401,
 * 403) or the gateway signed it out: it is no verified account, and nothing more is sent with it (docs/security.md,
 * "Account standing").
 */
export type Standing =
  | { state: 'good'; viewer: ViewerRecord }
  | { state: 'bad'; viewer: ViewerRecord; reason: 'EXPIRED' | 'INACTIVE' }
  | { state: 'unknown' }
  | { state: 'refused' };

export const UNKNOWN: Standing = { state: 'unknown' };
export const REFUSED: Standing = { state: 'refused' };

/** How long a credential the upstream refused is remembered, so repeating it costs no `user/me/`. */
export const REFUSED_TTL_MS = 30_000;

/** The verified viewer record, when there is one (good or bad standing). */
export const verifiedViewer = (s: Standing | null): ViewerRecord | null =>
  s && (s.state === 'good' || s.state === 'bad') ? s.viewer : null;

/** The REST API's words (upstream-double/real-api/observed-contract.md), compared as the gateway's enums compare. */
const ROLES = new Set(['student', 'teacher', 'admin', 'manager']);
const word = (value: string | null) => (value ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Expired subscriptions and accounts not active (not yet approved, or switched off) are in bad standing; active ones
 * in good. A role or status the REST API does not use (missing, null, another word) cannot be read: unknown.
 */
export function standingOf(viewer: ViewerRecord): Standing {
  if (!ROLES.has(word(viewer.role))) return UNKNOWN;
  switch (word(viewer.status)) {
    case 'active':
      return { state: 'good', viewer };
    case 'expired':
      return { state: 'bad', viewer, reason: 'EXPIRED' };
    case 'inactive':
      return { state: 'bad', viewer, reason: 'INACTIVE' };
    default:
      return UNKNOWN;
  }
}

const isStaffRole = (role: string | null) => word(role) === 'admin' || word(role) === 'manager';

/** Staff (Django admin users) get tokens from the REST API, but this site is not theirs. */
export function staffVerdict(s: Standing): 'staff' | 'not-staff' | 'unknown' | 'refused' {
  switch (s.state) {
    case 'unknown':
    case 'refused':
      return s.state;
    case 'good':
    case 'bad':
      return isStaffRole(s.viewer.role) ? 'staff' : 'not-staff';
  }
}

/** The key the ledger and other per-account state use: the upstream id when known, else the username. */
export const accountIdOf = (viewer: ViewerRecord): string =>
  viewer.userId ? `id:${viewer.userId}` : `name:${viewer.username.toLowerCase()}`;

/**
 * Whose record a credential is: a cookie session by its id, a bearer token by its hash (`digest` when it is known
 * already: `TokenFacts.digest`).
 */
export function standingKey(credential: { sid: string } | { token: string } | { digest: string }): string {
  if ('sid' in credential) return `sid:${credential.sid}`;
  return `token:${'digest' in credential ? credential.digest : tokenDigest(credential.token)}`;
}

const recordSchema = z.object({
  userId: z.string().min(1).nullable(),
  username: z.string().min(1),
  role: z.string().nullable(),
  status: z.string().nullable(),
});

/** One entry per credential: who it is, or that the upstream refused it. */
const entrySchema = z.union([recordSchema, z.object({ refused: z.literal(true) })]);
/** What the store keeps for one credential (`AccountStandings.read`). */
export type KeptStanding = z.infer<typeof entrySchema>;
type Entry = KeptStanding;

/**
 * Viewer records kept in the store for `ttlMs` per credential, so `user/me/` is read at most once per that time,
 * on any instance. A store error is a miss (policy `open`); a record the upstream cannot give is `unknown`, never
 * good. Rules that refuse on a bad standing ask again with `fresh` first, so a renewal counts at once. A bearer
 * token the upstream refused is remembered for `REFUSED_TTL_MS` (by its hash) in the same entry, so sending it again
 * asks nothing, and a request reads one entry.
 */
export class AccountStandings {
  private readonly entries: JsonCache<Entry>;

  constructor(
    store: Pick<GatewayStore, 'entries'>,
    private readonly ttlMs: number,
  ) {
    this.entries = new JsonCache(store.entries, {
      prefix: 'viewer:v2',
      schema: entrySchema,
      ttlMs,
      onStoreError: 'open',
    });
  }

  /**
   * The store's entry for `key` (none on a store error), read now: a request that will need its standing reads it
   * beside its other store reads (the revocation check), so both share one round trip. Nothing is decided on it.
   */
  read(key: string): Promise<KeptStanding | undefined> {
    return this.entries.get(key);
  }

  /**
   * The standing under `key`: from the store unless `fresh`, else from `load` (then stored). `refused` when the
   * upstream refused the credential itself; `rememberRefusal` keeps that answer (bearer tokens only: a cookie
   * session renews its token instead). `kept` is the entry this request read already (`read`), used instead of
   * reading it again.
   */
  async get(
    key: string,
    load: () => Promise<ViewerRecord | 'refused' | 'unavailable'>,
    options: { fresh?: boolean; rememberRefusal?: boolean; kept?: Promise<KeptStanding | undefined> } = {},
  ): Promise<Standing> {
    const kept =
      options.rememberRefusal || !options.fresh ? await (options.kept ?? this.entries.get(key)) : undefined;
    if (kept && 'refused' in kept) {
      if (options.rememberRefusal) return REFUSED;
    } else if (kept && !options.fresh) return standingOf(kept);
    const fresh = await load();
    if (fresh === 'refused') {
      if (options.rememberRefusal) await this.entries.set(key, { refused: true }, REFUSED_TTL_MS);
      return REFUSED;
    }
    if (fresh === 'unavailable') return UNKNOWN;
    const standing = standingOf(fresh);
    // A record whose standing cannot be read is not kept: the next request asks again.
    if (standing.state !== 'unknown') await this.entries.set(key, fresh, this.ttlMs);
    return standing;
  }

  /** Stores what a sign-in just reported, so the session's first requests need no `user/me/`. */
  async remember(key: string, viewer: ViewerRecord): Promise<void> {
    if (standingOf(viewer).state !== 'unknown') await this.entries.set(key, viewer, this.ttlMs);
  }
}
