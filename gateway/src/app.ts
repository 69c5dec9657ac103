import type { RequestListener, Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { graphqlUploadExpress } from 'graphql-upload-minimal';
import type { Dispatcher } from 'undici';
import type { Env } from './config/env';
import { createContextFactory, type GatewayContext } from './context';
import { refreshAccess } from './domains/accounts/api';
import { createFormatError } from './errors';
import { cors } from './http/cors';
import { healthRoutes } from './http/health';
import { mediaProxy } from './http/media-proxy';
import { graphqlJsonHandler, isJsonGraphqlRequest } from './http/graphql-json';
import { PublicResponseCache } from './http/public-response-cache';
import { prepareTrustedOperations } from './http/trusted-operations';
import { DEFAULT_MANIFEST, loadPersistedDocuments, persistedDocuments } from './http/persisted-documents';
import { requestLog, type RequestInfo } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { uploadCsrfGuard } from './http/upload-guard';
import { webApp } from './http/web-app';
import { createLogger, type Logger } from './logger';
import { createLimitRule, DEFAULT_GRAPHQL_LIMITS } from './security/graphql-limits';
import { clientIp, loginRateLimit } from './security/login-rate-limit';
import { resolvers, typeDefs } from './schema';
import { deriveSessionKey } from './session/seal';
import { TokenRefresher } from './session/token-refresher';
import { createMemoryStore } from './store/memory-store';
import type { GatewayStore } from './store/store';
import { createUpstreamAgent } from './upstream/agent';
import { UpstreamClient } from './upstream/client';
import { MAX_UPLOAD_BYTES } from './upstream/spool';
import { PublicCache } from './upstream/public-cache';

export interface BuildAppOptions {
  logger?: Logger;
  /** The HTTP server the app will be mounted on: enables draining in-flight requests on stop. */
  httpServer?: Server;
  /** Share a dispatcher (tests); by default the app creates, and closes, its own keep-alive agent. */
  dispatcher?: Dispatcher;
  /** Share a store (tests); by default the app creates, and closes, an in-memory one. */
  store?: GatewayStore;
}

export interface GatewayApp {
  /** What the HTTP server runs: the JSON GraphQL path, else the Express app. */
  handler: RequestListener;
  app: express.Express;
  apollo: ApolloServer<GatewayContext>;
  close(): Promise<void>;
}

/** Assembles the gateway without listening (so tests can mount it on port 0). */
export async function buildApp(env: Env, options: BuildAppOptions = {}): Promise<GatewayApp> {
  if (!env.upstreamUrl)
    throw new Error('buildApp needs env.upstreamUrl (the REST API base, ending in /api/)');
  const logger = options.logger ?? createLogger(env.logLevel);
  const upstreamBase = new URL(env.upstreamUrl);
  const ownAgent = options.dispatcher ? null : createUpstreamAgent(env.upstreamTimeoutMs);
  const dispatcher: Dispatcher = options.dispatcher ?? ownAgent!;
  const publicCache = new PublicCache(env.publicCacheTtlMs);
  const store = options.store ?? createMemoryStore();
  const systemClient = new UpstreamClient({
    base: upstreamBase,
    dispatcher,
    timeoutMs: env.upstreamTimeoutMs,
    logger,
  });
  const refresher = new TokenRefresher(
    async (refresh) => (await refreshAccess(systemClient, refresh))?.access ?? null,
  );

  const showSandbox = !env.isProduction || env.introspection;
  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    showSandbox
      ? ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true })
      : ApolloServerPluginLandingPageDisabled(),
    operationNamePlugin(),
    // No cache hints are used (responses are per-user or cached upstream-side); the default cache-control plugin
    // would wrap every field resolver in a hook — measurable on the catalogue's hundreds of fields.
    ApolloServerPluginCacheControlDisabled(),
    loginRateLimit({
      perIp: env.rateLimitLoginPerIp,
      perUsername: env.rateLimitLoginPerUsername,
      usernameSlowdown: env.rateLimitLoginUsernameSlowdown,
      windowMs: env.rateLimitWindowMs,
      store,
    }),
  ];
  if (options.httpServer) plugins.push(ApolloServerPluginDrainHttpServer({ httpServer: options.httpServer }));

  // Built here rather than by Apollo so the trusted-operation path executes against the very same schema.
  const schema = makeExecutableSchema({ typeDefs, resolvers });
  const limitRule = createLimitRule(DEFAULT_GRAPHQL_LIMITS);
  const formatError = createFormatError({ logger, exposeDetails: env.nodeEnv === 'development' });
  const includeStacktrace = env.nodeEnv === 'development';
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    plugins,
    introspection: env.introspection,
    csrfPrevention: true,
    // Abuse limits checked before any resolver runs (docs/decisions/0005-abuse-limits.md).
    validationRules: [limitRule],
    parseOptions: { maxTokens: DEFAULT_GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    // index.ts owns SIGTERM/SIGINT (drain, close the double, exit 0); Apollo's own handler would re-raise.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: includeStacktrace,
    hideSchemaDetailsFromClientErrors: env.isProduction,
    formatError,
  });
  await apollo.start();

  const context = createContextFactory({
    env,
    logger,
    dispatcher,
    upstreamBase,
    publicCache,
    refresher,
    sessionKey: deriveSessionKey(env.sessionSecret),
    store,
  });

  const documents = loadPersistedDocuments(DEFAULT_MANIFEST, logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxyHops);
  app.use(requestLog(logger));
  app.use(securityHeaders({ isProduction: env.isProduction }));
  app.use(compression());
  app.use(healthRoutes({ upstreamBase, dispatcher, timeoutMs: env.upstreamTimeoutMs }));
  app.use(
    '/media',
    mediaProxy({ upstreamOrigin: upstreamBase.origin, dispatcher, timeoutMs: env.upstreamTimeoutMs, logger }),
  );
  app.use(
    '/graphql',
    cors(env.corsOrigins),
    uploadCsrfGuard,
    clientIp,
    graphqlUploadExpress({
      maxFileSize: MAX_UPLOAD_BYTES,
      maxFiles: 2,
      maxFieldSize: DEFAULT_GRAPHQL_LIMITS.maxBodyBytes,
    }),
    express.json({ limit: DEFAULT_GRAPHQL_LIMITS.maxBodyBytes }),
    persistedDocuments(documents),
    expressMiddleware(apollo, {
      context: ({ req, res }) =>
        context({
          req,
          res,
          secure: req.secure,
          requestId: String(res.locals.requestId ?? ''),
          requestInfo: (res.locals.requestInfo as RequestInfo | undefined) ?? {},
        }),
    }),
  );
  app.use(webApp(env.webDistDir));
  app.use((_req: Request, res: Response) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use(errorHandler(logger));

  // Queries and mutations in JSON skip Express (docs/decisions/0011-json-graphql-path.md).
  const jsonGraphql = graphqlJsonHandler({
    apollo,
    context,
    documents,
    logger,
    isProduction: env.isProduction,
    corsOrigins: env.corsOrigins,
    trustProxyHops: env.trustProxyHops,
    maxBodyBytes: DEFAULT_GRAPHQL_LIMITS.maxBodyBytes,
    responseCache: new PublicResponseCache(env.publicCacheTtlMs),
    trusted: {
      operations: prepareTrustedOperations(schema, documents.values(), [limitRule]),
      run: { schema, formatError, includeStacktrace },
    },
  });
  const handler: RequestListener = (req, res) => {
    if (isJsonGraphqlRequest(req)) jsonGraphql(req, res);
    else app(req, res);
  };

  return {
    handler,
    app,
    apollo,
    async close() {
      await apollo.stop();
      await ownAgent?.close();
      if (!options.store) await store.close();
    },
  };
}

/** Reports the resolved operation name to the request log line. */
function operationNamePlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(rc) {
          rc.contextValue.requestInfo.operationName = rc.operationName ?? null;
        },
      };
    },
  };
}

/** Body-parser and upload failures (413, malformed multipart) as JSON; never a stack or an HTML page. */
function errorHandler(logger: Logger) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const e = err as { status?: number; statusCode?: number; expose?: boolean; message?: string };
    const status = e.status ?? e.statusCode ?? 500;
    if (status >= 500) logger.error('request failed', { err });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const message = status < 500 && e.expose !== false && e.message ? e.message : 'Internal server error.';
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  };
}
