import { createServer, type RequestListener, type Server } from 'node:http';
import type { ApolloServer, ApolloServerPlugin } from '@apollo/server';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildSchema } from 'graphql';
import type { Dispatcher } from 'undici';
import { createApolloServer } from './apollo/server';
import type { Env } from './config/env';
import { createContextFactory, type GatewayContext } from './context';
import { fetchMe, refreshSession } from './domains/accounts/rest-calls';
import { registerGraphqlRoute } from './http/graphql-route';
import { registerHealthRoutes } from './http/health';
import { registerMetricsRoute } from './http/metrics';
import { registerBodyRate } from './http/body-rate';
import { registerFamilyPage, rewriteFamilyUrl } from './http/family-page';
import { registerMediaProxy } from './http/media-proxy';
import { requestErrorHandler } from './http/request-errors';
import { registerRequestLog, RequestLog, requestIdOf } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { ServerRenderer } from './http/server-render';
import { registerWebApp } from './http/web-app';
import { ManifestDocuments } from './apollo/persisted-documents';
import { DocumentRegistry } from './clients/document-registry';
import { UsageRecorder } from './clients/usage-recorder';
import { createLogger, type Logger } from './logging';
import { typeDefs } from './schema';
import { countCacheLookup, countClientRequest, setupObservability } from './observability';
import { DEFAULT_GRAPHQL_LIMITS } from './security/graphql-limits';
import { SESSION_COOKIE, SessionCookieReader, sessionCookieValues } from './session/cookie';
import { createSessionSealer } from './session/seal';
import { sharedExchange } from './session/shared-refresh';
import { TokenRefresher } from './session/token-refresher';
import { createMemoryStore } from './store/memory-store';
import type { GatewayStore } from './store/store';
import { createUpstreamAgent } from './upstream/agent';
import { UpstreamClient } from './upstream/client';
import { PublicCache } from './upstream/public-cache';

export interface BuildAppOptions {
  logger?: Logger;
  /** The HTTP server the app will be mounted on: enables draining in-flight requests on stop. */
  httpServer?: Server;
  /** Share a dispatcher (tests); by default the app creates, and closes, its own keep-alive agent. */
  dispatcher?: Dispatcher;
  /**
   * Where cross-request state lives (caches, revocations, limits). Given: the caller closes it. By default the app
   * creates an in-memory one, and closes it.
   */
  store?: GatewayStore;
  /** More Apollo plugins (tests). */
  plugins?: ApolloServerPlugin<GatewayContext>[];
}

export interface GatewayApp {
  /** What the HTTP server runs. */
  handler: RequestListener;
  fastify: FastifyInstance;
  apollo: ApolloServer<GatewayContext>;
  store: GatewayStore;
  /** Usage per client and version, counted in memory; `flush` adds it to the store (also every USAGE_FLUSH_MS). */
  usage: UsageRecorder;
  close(): Promise<void>;
}

/** Below this a response is sent as is: compressing a small answer costs more than the bytes it saves. */
const COMPRESS_THRESHOLD = 1024;

/** Assembles the gateway without listening (so tests can mount it on port 0). */
export async function buildApp(env: Env, options: BuildAppOptions = {}): Promise<GatewayApp> {
  if (!env.upstreamUrl)
    throw new Error('buildApp needs env.upstreamUrl (the REST API base, ending in /api/)');
  const logger = options.logger ?? createLogger(env.logLevel);
  const upstreamBase = new URL(env.upstreamUrl);
  const ownAgent = options.dispatcher ? null : createUpstreamAgent(env.upstreamTimeoutMs);
  const dispatcher: Dispatcher = options.dispatcher ?? ownAgent!;
  const store = options.store ?? createMemoryStore();
  const systemClient = new UpstreamClient({
    base: upstreamBase,
    dispatcher,
    timeoutMs: env.upstreamTimeoutMs,
    logger,
  });
  const documents = new ManifestDocuments();
  const registry = new DocumentRegistry(store.entries);
  const usage = new UsageRecorder(store.entries, buildSchema(typeDefs), { onCount: countClientRequest });
  // Metrics always; traces when OTEL_EXPORTER_OTLP_ENDPOINT is set. The web client's operations get their own labels.
  const observability = setupObservability(env, { knownOperations: documents.operationNames() });
  const apollo = await createApolloServer({
    env,
    logger,
    store,
    documents,
    registry,
    usage,
    ...(options.httpServer ? { httpServer: options.httpServer } : {}),
    plugins: [...observability.plugins<GatewayContext>(), ...(options.plugins ?? [])],
  });

  // The HTTP server is the caller's (index.ts, tests): Fastify only routes its requests.
  let handler: RequestListener = () => undefined;
  const fastify = Fastify({
    rewriteUrl: (request) => rewriteFamilyUrl(request.url ?? '/'),
    serverFactory: (routing: RequestListener): Server => {
      handler = routing;
      return createServer();
    },
    // TRUST_PROXY_HOPS: the client address is the one the nearest N proxies report (X-Forwarded-For), no further.
    trustProxy: (_address: string, hop: number) => hop < env.trustProxyHops,
    bodyLimit: DEFAULT_GRAPHQL_LIMITS.maxBodyBytes,
    // Fastify's own pino (logging.ts); its request lines shaped by a LogController (http/request-log.ts).
    loggerInstance: logger,
    logController: new RequestLog(),
    genReqId: requestIdOf,
    requestIdHeader: false,
  });
  registerRequestLog(fastify);
  registerBodyRate(fastify, { minBytesPerSecond: env.bodyMinBytesPerSecond, windowMs: env.bodyRateWindowMs });
  await registerSecurityHeaders(fastify, { isProduction: env.isProduction });
  // Cookies parsed and set by @fastify/cookie; the session cookie's value is sealed by session/seal.ts.
  await fastify.register(fastifyCookie);
  // Session cookies (and shared refresh results) sealed by @fastify/secure-session, in its own scope of this app.
  const sealer = await createSessionSealer(
    { sealing: env.sessionSecrets, openOnly: env.sessionSecretsOpenOnly },
    fastify,
  );
  // One refresh per session at a time, across this process's requests and (through the store) across instances.
  const refresher = new TokenRefresher(
    sharedExchange({
      store,
      key: sealer,
      exchange: async (refresh) => (await refreshSession(systemClient, refresh))?.access ?? null,
    }),
  );
  const sessions = new SessionCookieReader(sealer);
  const context = createContextFactory({
    env,
    logger,
    dispatcher,
    upstreamBase,
    publicCache: new PublicCache(env.publicCacheTtlMs, store.cache, (result) =>
      countCacheLookup('public', result),
    ),
    refresher,
    sealer,
    sessions,
    observability,
    store,
    readAccount: (upstream) => fetchMe(upstream),
  });
  // When a request carries several `learnify_session` values (another app's of the same name may come first), the
  // first that opens and is not signed out is the request's session cookie, for /graphql and the server renderer
  // alike; with none such the request is a visitor's and nothing is cleared (a signed-out session of ours planted
  // before hers would otherwise be refused, and the refusal clear her cookie).
  fastify.addHook('onRequest', async (request) => {
    const values = sessionCookieValues(request.headers.cookie);
    if (values.length > 1) request.cookies[SESSION_COOKIE] = await context.pickSession(values);
  });
  await fastify.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  fastify.setErrorHandler(requestErrorHandler(logger));
  registerHealthRoutes(fastify, {
    upstreamBase,
    dispatcher,
    timeoutMs: env.upstreamTimeoutMs,
    store,
    showPid: !env.isProduction,
    maxStallMs: env.healthMaxStallMs,
    upstreamCacheMs: env.readyzUpstreamCacheMs,
  });
  registerMetricsRoute(fastify, env.metricsToken);
  await registerMediaProxy(fastify, {
    upstreamOrigin: upstreamBase.origin,
    dispatcher,
    timeoutMs: env.upstreamTimeoutMs,
    logger,
  });
  await registerGraphqlRoute(fastify, {
    apollo,
    context,
    corsOrigins: env.corsOrigins,
    maxBodyBytes: DEFAULT_GRAPHQL_LIMITS.maxBodyBytes,
    maxJsonDepth: DEFAULT_GRAPHQL_LIMITS.maxJsonDepth,
  });
  // A parent's view of her child's week: its own page, never the web app's, never kept (ADR 0046).
  registerFamilyPage(fastify, { store, env });
  // Pages rendered here (visitors' and signed-in readers'), with the same Apollo Server and context as /graphql.
  const renderer = new ServerRenderer({
    apollo,
    context,
    distDir: env.webDistDir,
    ttlMs: env.publicCacheTtlMs,
    deadlineMs: env.renderDeadlineMs,
    coldLimitMs: env.renderColdLimitMs,
    honourView: env.honourBoardPublicNames,
    accountOf: (sealed) => sessions.read(sealed)?.session.uid ?? null,
    logger,
  });
  await registerWebApp(fastify, env.webDistDir, renderer);
  await fastify.ready();
  // Before the instance listens (and so before /readyz answers): the first visitor after a start gets content.
  await renderer.warm();
  const usageFlush = setInterval(() => void usage.flush(), env.usageFlushMs).unref();

  return {
    handler: (req, res) => handler(req, res),
    fastify,
    apollo,
    store,
    usage,
    async close() {
      clearInterval(usageFlush);
      await apollo.stop();
      await usage.flush();
      await fastify.close();
      if (!options.store) await store.close();
      await ownAgent?.close();
      await observability.shutdown(); // flushes the last spans
    },
  };
}
