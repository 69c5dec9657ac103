import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { graphqlDuration, graphqlRequests } from './metrics';

export interface MetricsPluginOptions {
  /**
   * Operation names that get their own label (e.g. the persisted-operation manifest). Without it, the first
   * `maxOperations` names that resolve against the schema do. Either way the label set is bounded: a client
   * inventing names cannot grow the registry without limit.
   */
  knownOperations?: Iterable<string>;
  maxOperations?: number;
}

/** An operation name fit for a label or span name. */
export const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

/** The first error's `extensions.code` when it looks like one (a bounded label), else INTERNAL_SERVER_ERROR. */
export function errorCodeOf(errors: readonly { extensions?: { code?: unknown } }[]): string {
  const code = errors[0]?.extensions?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,49}$/.test(code) ? code : 'INTERNAL_SERVER_ERROR';
}

/**
 * Counts every GraphQL request Apollo handles (full text, persisted hash, GET, multipart) and times it, by
 * operation name and outcome: `ok`, or the first error's `extensions.code`. Operations that never resolved
 * (parse or validation failure, unknown persisted hash) are labelled `unresolved`.
 */
export function metricsPlugin<TContext extends BaseContext>(
  options: MetricsPluginOptions = {},
): ApolloServerPlugin<TContext> {
  const known = options.knownOperations ? new Set(options.knownOperations) : null;
  const seen = new Set<string>();
  const max = options.maxOperations ?? 500;

  const labelFor = (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (!NAME.test(name)) return 'other';
    if (known) return known.has(name) ? name : 'other';
    if (seen.has(name)) return name;
    if (seen.size >= max) return 'other';
    seen.add(name);
    return name;
  };

  return {
    async requestDidStart() {
      const started = performance.now();
      let resolved = false;
      let outcome = 'ok';
      return {
        async didResolveOperation() {
          resolved = true;
        },
        async didEncounterErrors({ errors }) {
          if (outcome === 'ok') outcome = errorCodeOf(errors);
        },
        async willSendResponse({ operationName }) {
          const labels = { operation: resolved ? labelFor(operationName) : 'unresolved', outcome };
          graphqlRequests.inc(labels);
          graphqlDuration.observe(labels, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
