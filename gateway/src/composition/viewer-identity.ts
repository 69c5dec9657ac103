// Who the signed-in viewer is, for every domain's per-user fields: the account the upstream verified for the
// credential in use (docs/security.md, "Account standing"), and the ids of the objects that are hers.
import type { GatewayContext } from '../context';
import { standingUnknown, unauthenticated } from '../errors';
import { viewerEntityId } from '../lib/ids';
import { accountIdOf, verifiedViewer, type ViewerRecord } from '../session/account-standing';

/**
 * The verified account, or null for a visitor (no credentials). UNAUTHENTICATED for credentials signed out or
 * refused; STANDING_UNKNOWN when the account cannot be read (the staff check has usually refused that already).
 */
export async function signedInViewer(ctx: GatewayContext): Promise<ViewerRecord | null> {
  if (ctx.viewer.kind === 'revoked' || ctx.viewer.kind === 'refused') throw unauthenticated(ctx.viewer.kind);
  if (!ctx.viewer.hasCredentials) return null;
  const standing = await ctx.standing();
  if (!standing || standing.state === 'refused') throw unauthenticated(ctx.viewer.kind);
  if (standing.state === 'unknown') throw standingUnknown();
  return standing.viewer;
}

/** The verified account, for a field that is someone's: UNAUTHENTICATED for a visitor. */
export async function requireViewer(ctx: GatewayContext): Promise<ViewerRecord> {
  const viewer = await signedInViewer(ctx);
  if (!viewer) throw unauthenticated(ctx.viewer.kind);
  return viewer;
}

/** The id of the account's `Viewer` and of her objects that have one per account: hashed, so it carries no name. */
export const viewerIdOf = (viewer: ViewerRecord): string => viewerEntityId(accountIdOf(viewer));

/** The username as ids that name it use it: the upstream compares usernames case-insensitively. */
export const usernameKey = (viewer: { username: string }): string => viewer.username.toLowerCase();

/** The verified account's id when the request's standing verifies `username`; null otherwise (never a guess). */
export async function verifiedAccountOf(ctx: GatewayContext, username: string): Promise<string | null> {
  const viewer = verifiedViewer(await ctx.standing());
  return viewer && usernameKey(viewer) === username.toLowerCase() ? accountIdOf(viewer) : null;
}
