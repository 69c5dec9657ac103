import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { everyRequest } from '../lib/every-request';
import type { GatewayContext } from '../context';
import { staffRefused, standingUnknown } from '../errors';
import { slot } from '../lib/scope';
import { staffVerdict } from '../session/account-standing';

/** Operations that grant nothing to whoever sends them: they need no standing, known or not. */
const GRANT_NOTHING = new Set(['login', 'logout', '__typename']);

/** Whether this request's standing could not be read, so it is served as a visitor's. */
const STANDING = slot<{ withheld: boolean }>('standing');
const standingOfRequest = (ctx: GatewayContext) =>
  ctx.requestScope.get(STANDING, () => ({ withheld: false }));

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
 * Public data is what the schema declares the same for every viewer: a Query field with
 * `@cacheControl(scope: PUBLIC)` (the catalogue, grades, honour boards, the password policy).
 */
function isPublicField(type: GraphQLObjectType | null | undefined, name: string): boolean {
  const field = type?.getFields()[name];
  const directive = field?.astNode?.directives?.find((d) => d.name.value === 'cacheControl');
  return (
    directive?.arguments?.some(
      (a) => a.name.value === 'scope' && a.value.kind === Kind.ENUM && a.value.value === 'PUBLIC',
    ) ?? false
  );
}

/**
 * Staff tokens (admin, manager) are refused on every operation, not only at `login`: the REST API issues them, and
 * one sent here as a bearer must get nothing. Decided on the viewer record (asked again before refusing) before any
 * resolver runs. A credential the upstream refuses is no account: the context forwards nothing more with it, so the
 * operation runs as for a signed-out viewer (public data as a visitor, the rest UNAUTHENTICATED). Operations that
 * grant nothing (sign-in, sign-out, `__typename`) ask for no standing at all, so they cost no `user/me/` before
 * their own limits. `refreshSession` with a bearer's refresh token checks the fresh token itself.
 *
 * A standing that cannot be read refuses only what needs one: a query asking for public data is served as a
 * visitor's (nothing is sent with the credential for the rest of the request), its other root fields answer
 * STANDING_UNKNOWN (retryable, `withStandingRule`); any other operation is refused whole (503 STANDING_UNKNOWN).
 */
export function staffRefusalPlugin(): ApolloServerPlugin<GatewayContext> {
  return everyRequest({
    async didResolveOperation({ contextValue: ctx, operation, document, schema }) {
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
      if (verdict !== 'unknown') return;
      const query = operation?.operation === 'query' ? schema.getQueryType() : null;
      if (![...fields].some((f) => isPublicField(query, f))) throw standingUnknown(503);
      // Served as a visitor's: nothing more goes upstream with this credential in this request.
      standingOfRequest(ctx).withheld = true;
      ctx.viewer.refuse();
    },
  });
}

type AnyResolver = (parent: unknown, args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;

/**
 * Every Query root field that is not public answers STANDING_UNKNOWN (retryable) in a request served as a
 * visitor's because its standing could not be read: never a visitor's answer (`me: null` would read as signed
 * out), never the credential's.
 */
export function withStandingRule<R extends { Query?: unknown }>(resolvers: R): R {
  const query = { ...(resolvers.Query as Record<string, unknown> | undefined) };
  for (const [name, resolver] of Object.entries(query)) {
    if (typeof resolver !== 'function') continue;
    const inner = resolver as AnyResolver;
    query[name] = (parent: unknown, args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => {
      if (standingOfRequest(ctx).withheld && !isPublicField(info.parentType, info.fieldName))
        throw standingUnknown();
      return inner(parent, args, ctx, info);
    };
  }
  return { ...resolvers, Query: query };
}
