import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { InMemoryLRUCache, PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { DocumentNode } from 'graphql';
import type { Env } from '../config/env';
import type { GatewayContext } from '../context';
import { createFormatError } from '../errors';
import type { Logger } from '../logging';
import { resolvers, typeDefs } from '../schema';
import { createLimitRule, DEFAULT_GRAPHQL_LIMITS } from '../security/graphql-limits';
import { SignInGuard, withSignInGuard } from '../security/sign-in-guard';
import { staffRefusalPlugin, withStandingRule } from '../security/staff-refusal';
import type { GatewayStore } from '../store/store';
import { countedCache } from '../observability';
import { explorerLandingPage } from './explorer-landing-page';
import type { DocumentRegistry } from '../clients/document-registry';
import { usagePlugin } from '../clients/usage-plugin';
import type { UsageRecorder } from '../clients/usage-recorder';
import { trustedDocumentsPlugin, type ManifestDocuments } from './persisted-documents';
import {
  cacheControlWhereCacheable,
  cacheTtlCapPlugin,
  noStoreAnswerPlugin,
  onlyWhereCacheable,
  operationNamePlugin,
} from './plugins';

const cacheable = (ctx: GatewayContext) => ctx.viewer.kind === 'none' || ctx.viewer.kind === 'cookie';

/**
 * Parsed and validated documents kept, counted as Apollo counts them (a document's JSON): 2 MiB, about twenty times
 * what the web client's operations take. A parsed document holds every token of its text, about four times its
 * JSON in memory (a heap snapshot after the soak's floods: 15 MB kept for 4 MiB), so Apollo's default (30 MiB) let
 * anyone who sends distinct valid documents keep ~120 MB. A smaller store costs the known clients nothing: without
 * a flood it holds all their documents, and under a flood of distinct documents they are pushed out at any size.
 */
const DOCUMENT_STORE_BYTES = 2 * 2 ** 20;

export interface ApolloOptions {
  env: Env;
  logger: Logger;
  store: GatewayStore;
  /** The HTTP server the gateway runs on: in-flight requests are drained on stop. */
  httpServer?: Server;
  /** More plugins (metrics, tracing, tests), run after ours. */
  plugins?: ApolloServerPlugin<GatewayContext>[];
  /** The web build's operations (trusted documents). */
  documents: ManifestDocuments;
  /** The other clients' published operations (trusted documents per client, in the store). */
  registry: DocumentRegistry;
  /** Counts each executed request per client and version. */
  usage: UsageRecorder;
}

/**
 * Apollo Server as the gateway runs it: every GraphQL request goes through this one pipeline
 * (docs/decisions/0012-one-graphql-pipeline.md), so every plugin sees every operation.
 */
export async function createApolloServer(opts: ApolloOptions): Promise<ApolloServer<GatewayContext>> {
  const { env, logger, store } = opts;
  const showExplorer = !env.isProduction || env.introspection;
  const cacheAnswers = env.publicCacheTtlMs > 0;
  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    showExplorer
      ? explorerLandingPage({ webDistDir: env.webDistDir })
      : ApolloServerPluginLandingPageDisabled(),
    operationNamePlugin(),
    noStoreAnswerPlugin(),
    staffRefusalPlugin(),
    onlyWhereCacheable(cacheable, cacheTtlCapPlugin(Math.floor(env.publicCacheTtlMs / 1000))),
    // The schema's @cacheControl hints decide what may be cached. No HTTP Cache-Control header: a shared proxy
    // must never keep a signed-in viewer's answer (the full honour board) for a visitor. Per-field policies only
    // where the response cache may keep the answer.
    cacheControlWhereCacheable(
      cacheable,
      ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: false }),
    ),
    trustedDocumentsPlugin({
      registry: opts.registry,
      web: opts.documents,
      persistedOnly: env.persistedQueriesOnly,
    }),
    // Before the response cache: an answer served from it counts too.
    usagePlugin(opts.usage),
  ];
  if (cacheAnswers)
    plugins.push(
      onlyWhereCacheable(
        cacheable,
        responseCachePlugin({
          // Anonymous requests share answers; a signed-in viewer's are kept apart from them (Apollo keys
          // "authenticated public" answers separately) and private ones per session.
          cache: countedCache(store.answers, 'response'),
          sessionId: async (rc) => rc.contextValue.viewer.cacheSessionId,
          // Only visitors and sealed cookie sessions: a bearer token is not checked by the gateway until the upstream
          // sees it, so an answer that depends on being signed in must not be read (or stored) on its word; a
          // signed-out session gets its refusal, not a visitor's cached answer.
          shouldReadFromCache: async (rc) => cacheable(rc.contextValue),
          shouldWriteToCache: async (rc) => cacheable(rc.contextValue),
        }),
      ),
    );
  if (opts.httpServer) plugins.push(ApolloServerPluginDrainHttpServer({ httpServer: opts.httpServer }));
  plugins.push(...(opts.plugins ?? []));

  // Sign-in-like operations are limited around their resolvers, whatever the document's shape.
  const signInGuard = new SignInGuard({
    perIp: env.rateLimitLoginPerIp,
    perUsername: env.rateLimitLoginPerUsername,
    usernameSlowdown: env.rateLimitLoginUsernameSlowdown,
    windowMs: env.rateLimitWindowMs,
    session: { logoutPerIp: env.rateLimitLogoutPerIp, refreshPerIp: env.rateLimitRefreshPerIp },
    store,
  });
  const includeStacktrace = env.nodeEnv === 'development';
  const apollo = new ApolloServer<GatewayContext>({
    schema: makeExecutableSchema({
      typeDefs,
      resolvers: withStandingRule(withSignInGuard(resolvers, signInGuard)),
    }),
    // Apollo's own messages go to the gateway's pino too: one JSON log, one redaction.
    logger,
    plugins,
    cache: store.answers,
    documentStore: new InMemoryLRUCache<DocumentNode>({ maxSize: DOCUMENT_STORE_BYTES }),
    // The manifest's keys are the bare hashes: no `apq:` prefix.
    persistedQueries: {
      cache: PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation(opts.documents),
    },
    introspection: env.introspection,
    csrfPrevention: true,
    // Abuse limits checked before any resolver runs (docs/decisions/0005-abuse-limits.md); graphql-js's rules only
    // see a document that passed them, and stop at the 10th error (docs/decisions/0039-validation-bounded-by-what-it-finds.md).
    validationRules: [createLimitRule(DEFAULT_GRAPHQL_LIMITS)],
    validationOptions: { maxErrors: DEFAULT_GRAPHQL_LIMITS.maxErrors, hideSuggestions: env.isProduction },
    parseOptions: { maxTokens: DEFAULT_GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    // index.ts owns SIGTERM/SIGINT (drain, then exit); Apollo's own handler would re-raise.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: includeStacktrace,
    hideSchemaDetailsFromClientErrors: env.isProduction,
    formatError: createFormatError({
      logger,
      exposeDetails: includeStacktrace,
      isProduction: env.isProduction,
    }),
  });
  await apollo.start();
  return apollo;
}
