import type {
  FamilyLink,
  FamilyLinkReminder,
  MutationResolvers,
  ViewerResolvers,
} from '../../__generated__/resolvers-types';
import { requireViewer } from '../../composition/viewer-identity';
import type { GatewayContext } from '../../context';
import { roleEnum } from '../../enums';
import { gatewayError, pleaseWait, rateLimited } from '../../errors';
import { karachiDateTime } from '../../lib/karachi-day';
import { slot } from '../../lib/scope';
import { accountIdOf, type ViewerRecord } from '../../session/account-standing';
import { StoreUnavailableError } from '../../store/json-cache';
import { isRefusal, type Limiter } from '../../store/store';
import { FamilyLinks, MAX_LIVE_LINKS, type FamilyLinkView } from './links';
import { readSubscription } from './summary-store';

/** The family link as the schema gives it; `url` only when the token was just made. */
export function toFamilyLink(link: FamilyLinkView, url: string | null = null): FamilyLink {
  return {
    id: link.id,
    createdAt: karachiDateTime(link.createdAt),
    expiresAt: karachiDateTime(link.expiresAt),
    language: link.language,
    lastOpenedAt: link.lastOpenedAt === null ? null : karachiDateTime(link.lastOpenedAt),
    url,
  };
}

/** The student's account id (the links' owner): FORBIDDEN for anyone who is not a verified student. */
function ownerOf(viewer: ViewerRecord): string {
  if (roleEnum.fromUpstream(viewer.role) !== 'STUDENT')
    throw gatewayError('FORBIDDEN', 'Only a student can make or see family links.');
  return accountIdOf(viewer);
}

/** A store that cannot answer: nothing was changed, and the client may ask again. */
async function storeWork<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StoreUnavailableError)
      throw gatewayError('SERVICE_UNAVAILABLE', undefined, { http: { status: 503 } });
    throw err;
  }
}

const CHANGES = slot<Limiter | null>('family:changes');

/** Makes and renewals per account, one limiter per app (the store shares its counts across instances). */
function changesLimiter(ctx: GatewayContext): Limiter | null {
  return ctx.appScope.get(CHANGES, () =>
    ctx.env.rateLimitFamilyLinksPerAccount > 0
      ? ctx.store.limiter({
          keyPrefix: 'family:changes:account',
          points: ctx.env.rateLimitFamilyLinksPerAccount,
          durationMs: ctx.env.rateLimitWindowMs,
        })
      : null,
  );
}

/** Reserves one make or renewal for `owner` before anything is written; RATE_LIMITED when over the limit. */
async function reserveChange(ctx: GatewayContext, owner: string): Promise<void> {
  const limiter = changesLimiter(ctx);
  if (!limiter) return;
  const reserved = await limiter.reserve(owner);
  if (isRefusal(reserved)) {
    const message = `Too many family links made or renewed. ${pleaseWait(reserved.retryAfterMs)}`;
    throw rateLimited(message, reserved.retryAfterMs, { scope: 'account' });
  }
  await reserved.keep();
}

const notHers = () => gatewayError('NOT_FOUND', 'No such family link.');

export const familyLinkMutations: Pick<
  MutationResolvers,
  'createFamilyLink' | 'renewFamilyLink' | 'revokeFamilyLink' | 'dismissFamilyLinkReminder'
> = {
  createFamilyLink: async (_p, { input }, ctx) => {
    const owner = ownerOf(await requireViewer(ctx));
    await reserveChange(ctx, owner);
    const outcome = await storeWork(() =>
      new FamilyLinks(ctx.store).create(owner, input.language, Date.now()),
    );
    if (outcome.kind === 'limit')
      return {
        familyLink: null,
        errors: [
          {
            code: 'FAMILY_LINK_LIMIT',
            field: null,
            message: `You already have ${MAX_LIVE_LINKS} family links. Revoke one, or renew one instead.`,
          },
        ],
      };
    // The page her family opens next says when her subscription ends.
    await readSubscription(ctx, owner, Date.now());
    const url = `${ctx.env.publicOrigin ?? ''}/family/${outcome.token}`;
    return { familyLink: toFamilyLink(outcome.link, url), errors: [] };
  },
  renewFamilyLink: async (_p, { input }, ctx) => {
    const owner = ownerOf(await requireViewer(ctx));
    await reserveChange(ctx, owner);
    const renewed = await storeWork(() => new FamilyLinks(ctx.store).renew(owner, input.id, Date.now()));
    if (!renewed) throw notHers();
    await readSubscription(ctx, owner, Date.now());
    return { familyLink: toFamilyLink(renewed), errors: [] };
  },
  revokeFamilyLink: async (_p, { input }, ctx) => {
    const owner = ownerOf(await requireViewer(ctx));
    const links = new FamilyLinks(ctx.store);
    const now = Date.now();
    if (!(await storeWork(() => links.revoke(owner, input.id, now)))) throw notHers();
    const left = await storeWork(() => links.list(owner, now));
    return { revokedId: input.id, familyLinks: left.map((l) => toFamilyLink(l)), errors: [] };
  },
  dismissFamilyLinkReminder: async (_p, { input }, ctx) => {
    const owner = ownerOf(await requireViewer(ctx));
    const dismissed = await storeWork(() => new FamilyLinks(ctx.store).dismiss(owner, input.id));
    return { dismissed, errors: [] };
  },
};

export const familyViewerFields: Pick<ViewerResolvers, 'familyLinks' | 'familyLinkReminder'> = {
  familyLinks: async (viewer, _a, ctx) => {
    const owner = ownerOf(viewer);
    const links = await storeWork(() => new FamilyLinks(ctx.store).list(owner, Date.now()));
    return links.map((l) => toFamilyLink(l));
  },
  // Never an error: a reminder that cannot be read now is simply not shown (her links are listed elsewhere).
  familyLinkReminder: async (viewer, _a, ctx): Promise<FamilyLinkReminder | null> => {
    if (roleEnum.fromUpstream(viewer.role) !== 'STUDENT') return null;
    const owner = accountIdOf(viewer);
    const found = await new FamilyLinks(ctx.store).reminder(owner, Date.now()).catch(() => null);
    if (!found) return null;
    return {
      id: found.id,
      reason: found.reason,
      since: karachiDateTime(found.at),
      links: found.links.map((l) => toFamilyLink(l)),
    };
  },
};
