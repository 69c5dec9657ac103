import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { JsonCache } from '../../store/json-cache';
import type { GatewayStore } from '../../store/store';
import { familyTokenHash, newFamilyLinkId, newFamilyToken } from './tokens';

const DAY_MS = 86_400_000;
/** How long a link lives after it is made or renewed. */
export const LINK_LIFE_MS = 30 * DAY_MS;
/** Live links one student may hold at once. */
export const MAX_LIVE_LINKS = 3;
/** "Last opened" is kept to the minute: views within a minute write nothing. */
const OPENED_PRECISION_MS = 60_000;

const language = z.enum(['EN', 'UR']);
const storedLinkSchema = z.object({
  id: z.string().min(1).max(64),
  /** Whose week it shows: the verified account id (`accountIdOf`) of the student who made it. */
  owner: z.string().min(1).max(200),
  createdAt: z.number(),
  /** Authoritative: past it the link is dead, whatever the store still holds. */
  expiresAt: z.number(),
  language,
  lastOpenedAt: z.number().nullable(),
});
/** Her links (ids and token hashes, never tokens) and the reminder she has not dismissed. */
const indexSchema = z.object({
  links: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        hash: z.string().min(1).max(64),
        createdAt: z.number(),
        expiresAt: z.number(),
        language,
      }),
    )
    .max(MAX_LIVE_LINKS * 4),
  reminder: z
    .object({
      id: z.string().min(1).max(64),
      reason: z.enum(['SIGNED_OUT_EVERYWHERE', 'PASSWORD_CHANGED']),
      at: z.number(),
    })
    .nullable(),
});

export type FamilyLanguage = z.infer<typeof language>;
/** One link as the page finds it, by the hash of its token. */
export type StoredLink = z.infer<typeof storedLinkSchema>;
/** A link as her list shows it. */
export type FamilyLinkView = Omit<StoredLink, 'owner'>;
type LinkIndex = z.infer<typeof indexSchema>;
type IndexedLink = LinkIndex['links'][number];
export type ReminderReason = NonNullable<LinkIndex['reminder']>['reason'];

const live = (links: IndexedLink[], now: number) => links.filter((l) => l.expiresAt > now);
const toView = ({ owner: _owner, ...view }: StoredLink): FamilyLinkView => view;

export type CreateOutcome = { kind: 'created'; token: string; link: FamilyLinkView } | { kind: 'limit' };

/**
 * Family links in the gateway store (Redis in production, so every instance sees a revocation at once). A link is
 * kept under the SHA-256 of its token; her index lists her links by id and hash. Store errors reject
 * (`StoreUnavailableError`): a link is never made, opened, renewed or revoked on a guess.
 */
export class FamilyLinks {
  private readonly links: JsonCache<StoredLink>;
  private readonly index: JsonCache<LinkIndex>;

  constructor(store: GatewayStore) {
    this.links = new JsonCache(store.entries, {
      prefix: 'family-link:v1',
      schema: storedLinkSchema,
      ttlMs: LINK_LIFE_MS,
      onStoreError: 'closed',
    });
    // Outlives her longest link by a day, so a renewal never finds it gone.
    this.index = new JsonCache(store.entries, {
      prefix: 'family-links:v1',
      schema: indexSchema,
      ttlMs: LINK_LIFE_MS + DAY_MS,
      onStoreError: 'closed',
    });
  }

  /**
   * A new link for `owner`, unless she has `MAX_LIVE_LINKS` live ones already. The link is stored first and then
   * counted in her index atomically (compare-and-set); when the count refuses it, it is deleted again before its
   * token was ever given out.
   */
  async create(owner: string, lang: FamilyLanguage, now: number): Promise<CreateOutcome> {
    const token = newFamilyToken();
    const hash = familyTokenHash(token);
    const link: StoredLink = {
      id: newFamilyLinkId(),
      owner,
      createdAt: now,
      expiresAt: now + LINK_LIFE_MS,
      language: lang,
      lastOpenedAt: null,
    };
    await this.links.set(hash, link, LINK_LIFE_MS);
    let full = false;
    try {
      await this.index.update(owner, (current) => {
        const kept = live(current?.links ?? [], now);
        full = kept.length >= MAX_LIVE_LINKS;
        if (full) return undefined;
        const entry = { id: link.id, hash, createdAt: now, expiresAt: link.expiresAt, language: lang };
        return { links: [entry, ...kept], reminder: current?.reminder ?? null };
      });
    } catch (err) {
      await this.links.delete(hash).catch(() => undefined);
      throw err;
    }
    if (full) {
      await this.links.delete(hash);
      return { kind: 'limit' };
    }
    return { kind: 'created', token, link: toView(link) };
  }

  /** Her live links as her index lists them. */
  private async indexed(owner: string, now: number): Promise<IndexedLink[]> {
    return live((await this.index.get(owner))?.links ?? [], now);
  }

  /** Her live links, newest first, each as its own entry has it (a revoked or evicted one is left out). */
  async list(owner: string, now: number): Promise<FamilyLinkView[]> {
    const entries = await Promise.all((await this.indexed(owner, now)).map((l) => this.links.get(l.hash)));
    return entries
      .filter((l): l is StoredLink => l !== undefined && l.owner === owner && l.expiresAt > now)
      .sort((a, b) => b.createdAt - a.createdAt)
      .map(toView);
  }

  /**
   * Ends her link `id` at once: its entry is deleted first, so the page stops opening it before anything else
   * happens. False when `id` is not one of her live links.
   */
  async revoke(owner: string, id: string, now: number): Promise<boolean> {
    const indexed = (await this.indexed(owner, now)).find((l) => l.id === id);
    if (!indexed) return false;
    await this.links.delete(indexed.hash);
    await this.index.update(owner, (current) => {
      if (!current) return undefined;
      const links = live(current.links, now).filter((l) => l.id !== id);
      return { links, reminder: links.length > 0 ? current.reminder : null };
    });
    return true;
  }

  /**
   * Gives her link `id` another `LINK_LIFE_MS` from now. The entry is changed only if it is still there (a
   * revocation racing the renewal wins). Null when `id` is not one of her live links.
   */
  async renew(owner: string, id: string, now: number): Promise<FamilyLinkView | null> {
    const indexed = (await this.indexed(owner, now)).find((l) => l.id === id);
    if (!indexed) return null;
    const expiresAt = now + LINK_LIFE_MS;
    const renewed = await this.links.update(
      indexed.hash,
      (current) =>
        current && current.owner === owner && current.expiresAt > now ? { ...current, expiresAt } : undefined,
      LINK_LIFE_MS,
    );
    if (!renewed.value || renewed.value.expiresAt !== expiresAt) return null;
    await this.index.update(owner, (current) =>
      current
        ? { ...current, links: current.links.map((l) => (l.id === id ? { ...l, expiresAt } : l)) }
        : undefined,
    );
    return toView(renewed.value);
  }

  /**
   * The live link a token opens, or null. The same work for every dead token: one hash, one store read (an expired
   * entry is read and refused like a missing one, never deleted here). A live entry opens only while her index
   * lists it live too, so a link she cannot see or revoke (her index lost, or a write to it failed) never opens.
   */
  async open(token: string, now: number): Promise<{ hash: string; link: StoredLink } | null> {
    const hash = familyTokenHash(token);
    const link = await this.links.get(hash);
    if (!link || link.expiresAt <= now) return null;
    const listed = (await this.indexed(link.owner, now)).some((l) => l.id === link.id && l.hash === hash);
    return listed ? { hash, link } : null;
  }

  /** Notes that the page was opened, to the minute; a revoked link is never written back. */
  async markOpened(hash: string, link: StoredLink, now: number): Promise<void> {
    if (link.lastOpenedAt !== null && now - link.lastOpenedAt < OPENED_PRECISION_MS) return;
    const at = now - (now % OPENED_PRECISION_MS);
    await this.links.update(hash, (current) =>
      current && current.id === link.id && current.expiresAt > now
        ? { ...current, lastOpenedAt: at }
        : undefined,
    );
  }

  /** After she signed out everywhere or changed her password: remembered only while she has live links. */
  async remind(owner: string, reason: ReminderReason, now: number): Promise<void> {
    await this.index.update(owner, (current) => {
      const links = live(current?.links ?? [], now);
      if (links.length === 0) return undefined;
      return { links, reminder: { id: randomBytes(9).toString('base64url'), reason, at: now } };
    });
  }

  /** How many live links she has. */
  async liveCount(owner: string, now: number): Promise<number> {
    return (await this.indexed(owner, now)).length;
  }

  /** The reminder she has not dismissed, with her live links; null without live links. */
  async reminder(
    owner: string,
    now: number,
  ): Promise<{ id: string; reason: ReminderReason; at: number; links: FamilyLinkView[] } | null> {
    const index = await this.index.get(owner);
    if (!index?.reminder) return null;
    const links = await this.list(owner, now);
    return links.length > 0 ? { ...index.reminder, links } : null;
  }

  /** True when reminder `id` was hers and is gone now. */
  async dismiss(owner: string, id: string): Promise<boolean> {
    const outcome = await this.index.update(owner, (current) =>
      current?.reminder?.id === id ? { ...current, reminder: null } : undefined,
    );
    return outcome.written;
  }
}
