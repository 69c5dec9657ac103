import { StoreUnavailableError } from '../../store/json-cache';
import { isRefusal, type GatewayStore, type Limiter } from '../../store/store';
import { FamilyLinks, type StoredLink } from './links';
import { familyWeekAt, type FamilySummary, type FamilyWeekView } from './summary';
import { FamilySummaries } from './summary-store';

/** What opening a token gave. */
export type FamilyViewOutcome =
  | { kind: 'week'; link: StoredLink; summary: FamilySummary | null; week: FamilyWeekView }
  | { kind: 'not-found' }
  | { kind: 'limited'; retryAfterMs: number }
  | { kind: 'unavailable' };

export interface FamilyViewLimits {
  /** Views per client address per window (0: no limit). */
  perIp: number;
  windowMs: number;
}

/**
 * Opens family links for the page and for `familyWeek`: a view is reserved against the address's limit before
 * anything else, then the token's hash is looked up once — the same work and the same answer for a token that is
 * unknown, expired or revoked. No upstream call: what is shown is the summary the gateway kept.
 */
export class FamilyViews {
  private readonly limiter: Limiter | null;

  /** `channel` keeps the page's counts and the API's apart in the store. */
  constructor(
    private readonly store: GatewayStore,
    limits: FamilyViewLimits,
    channel: 'page' | 'api',
  ) {
    this.limiter =
      limits.perIp > 0
        ? store.limiter({
            keyPrefix: `family:${channel}:ip`,
            points: limits.perIp,
            durationMs: limits.windowMs,
          })
        : null;
  }

  /**
   * The week a token shows at `now`, for a reader at `address`. `counts`: the reader is a person, so the link's
   * "last opened" moves (a link preview's fetch does not).
   */
  async open(token: string, address: string, now: number, counts: boolean): Promise<FamilyViewOutcome> {
    if (this.limiter) {
      const reserved = await this.limiter.reserve(address);
      if (isRefusal(reserved)) return { kind: 'limited', retryAfterMs: reserved.retryAfterMs };
      await reserved.keep();
    }
    const links = new FamilyLinks(this.store);
    try {
      const found = await links.open(token, now);
      if (!found) return { kind: 'not-found' };
      const summary = (await new FamilySummaries(this.store).get(found.link.owner)) ?? null;
      if (counts) await links.markOpened(found.hash, found.link, now).catch(() => undefined);
      return { kind: 'week', link: found.link, summary, week: familyWeekAt(summary, now) };
    } catch (err) {
      if (err instanceof StoreUnavailableError) return { kind: 'unavailable' };
      throw err;
    }
  }
}
