import type { GatewayContext } from '../../context';
import { parseIsoDate } from '../../lib/dates';
import { verifiedAccountOf } from '../../composition/viewer-identity';
import { JsonCache } from '../../store/json-cache';
import type { GatewayStore } from '../../store/store';
import { fetchSubscriptionInfo } from '../subscription/rest-calls';
import { FamilyLinks, LINK_LIFE_MS } from './links';
import { buildFamilySummary, familySummarySchema, type FamilySummary, type SummaryInputs } from './summary';

/** An unchanged summary is written again at most this often (its time says when she was last seen). */
const KEPT_PRECISION_MS = 10 * 60_000;
/** Her subscription's end date is read again after this long, and only while she has a live link. */
const SUBSCRIPTION_READ_EVERY_MS = 6 * 3_600_000;

/**
 * Summaries by account, in the gateway store, shared by every instance. They live as long as a link can: a
 * student not seen for that long has nothing recent to show. Store errors fail open: a summary not kept is shown
 * as it was, and her own request never fails for it.
 */
export class FamilySummaries {
  private readonly cache: JsonCache<FamilySummary>;

  constructor(store: GatewayStore) {
    this.cache = new JsonCache(store.entries, {
      prefix: 'family-summary:v1',
      schema: familySummarySchema,
      ttlMs: LINK_LIFE_MS + 86_400_000,
      onStoreError: 'open',
    });
  }

  get(owner: string): Promise<FamilySummary | undefined> {
    return this.cache.get(owner);
  }

  /**
   * Replaces her summary by what `make` builds from the one kept. Its time is kept to ten minutes, so a summary
   * that did not change is not written again within them (`JsonCache.update` writes nothing equal).
   */
  async keep(owner: string, make: (previous: FamilySummary | undefined) => FamilySummary): Promise<void> {
    await this.cache.update(owner, (previous) => {
      const next = make(previous);
      return { ...next, keptAt: next.keptAt - (next.keptAt % KEPT_PRECISION_MS) };
    });
  }

  /** Sets the end date read from Learnify, keeping the rest. */
  async noteSubscription(owner: string, endsOn: string | null, status: string | null, now: number) {
    await this.cache.update(owner, (current) =>
      current
        ? {
            ...current,
            subscription: { endsOn, status: status ?? current.subscription.status, readAt: now },
          }
        : undefined,
    );
  }
}

/**
 * Keeps the family summary of the student whose figures were just composed for her own request: keyed by the
 * verified account (a profile that is not the verified viewer's keeps nothing), made from those very figures. While
 * she has a live link, her subscription's end date is read now and then, after her answer (it never delays her).
 * A failure here never fails her request.
 */
export async function keepFamilySummary(
  ctx: GatewayContext,
  username: string,
  inputs: Omit<SummaryInputs, 'previousSubscription'>,
): Promise<void> {
  try {
    const owner = await verifiedAccountOf(ctx, username);
    if (!owner) return;
    const summaries = new FamilySummaries(ctx.store);
    let previous: FamilySummary | undefined;
    await summaries.keep(owner, (kept) => {
      previous = kept;
      return buildFamilySummary({ ...inputs, previousSubscription: kept?.subscription ?? null });
    });
    const read = previous?.subscription.readAt ?? null;
    if (read !== null && inputs.now - read < SUBSCRIPTION_READ_EVERY_MS) return;
    if ((await new FamilyLinks(ctx.store).liveCount(owner, inputs.now).catch(() => 0)) === 0) return;
    void readSubscription(ctx, owner, inputs.now);
  } catch (err) {
    ctx.logger.warn({ err }, 'keeping the family summary failed');
  }
}

/**
 * Reads her subscription with her own credentials (in her request) into her summary, if she has one: when she makes
 * or renews a link, and now and then while she has one. Never fails.
 */
export async function readSubscription(ctx: GatewayContext, owner: string, now: number): Promise<void> {
  try {
    const info = await fetchSubscriptionInfo(ctx.upstream);
    await new FamilySummaries(ctx.store).noteSubscription(
      owner,
      parseIsoDate(info.expiry),
      info.status?.toLowerCase() ?? null,
      now,
    );
  } catch (err) {
    ctx.logger.debug({ err }, 'reading the subscription for the family summary failed');
  }
}
