import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { GatewayContext } from '../context';
import { staffRefused, standingUnknown } from '../errors';
import { staffVerdict } from '../session/account-standing';

/** Operations that grant nothing to whoever sends them: they need no standing, known or not. */
const GRANT_NOTHING = new Set(['login', 'logout', '__typename']);

/** The operation's root field names, through fragments (each fragment walked once). */
function rootFields(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (s: SelectionSetNode) => {
    for (const sel of s.selections) {
      if (sel.kind === Kind.FIELD) names.add(sel.name.value);
      else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const fragment = fragments[sel.name.value];
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(set);
  return names;
}

/**
 * Staff tokens (admin, manager) are refused on every operation, not only at `login`: the REST API issues them, and
 * one sent here as a bearer must get nothing. Decided on the viewer record (asked again before refusing) before any
 * resolver runs. A role that cannot be read is refused too (STANDING_UNKNOWN, retryable). A credential the upstream
 * refuses is no account: the context forwards nothing more with it, so the operation runs as for a signed-out
 * viewer (public data as a visitor, the rest UNAUTHENTICATED). Operations that grant nothing (sign-in, sign-out,
 * `__typename`) ask for no standing at all, so they cost no `user/me/` before their own limits.
 * `refreshSession` with a bearer's refresh token checks the fresh token itself.
 */
export function staffRefusalPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue: ctx, operation, document }) {
          if (ctx.viewer.kind !== 'bearer' && ctx.viewer.kind !== 'cookie') return;
          const fragments: Record<string, FragmentDefinitionNode> = Object.create(null);
          for (const d of document.definitions)
            if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
          const fields = operation ? rootFields(operation.selectionSet, fragments) : new Set(['?']);
          if (![...fields].some((f) => !GRANT_NOTHING.has(f))) return;
          let standing = await ctx.standing();
          if (!standing) return;
          if (staffVerdict(standing) !== 'not-staff')
            standing = (await ctx.standing({ fresh: true })) ?? standing;
          const verdict = staffVerdict(standing);
          if (verdict === 'staff') throw staffRefused();
          if (verdict === 'unknown') throw standingUnknown(503);
        },
      };
    },
  };
}
