import type { IncomingMessage } from 'node:http';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { processRequest } from 'graphql-upload-minimal';
import Negotiator from 'negotiator';
import type { ContextFactory, GatewayContext } from '../context';
import { GRAPHQL_ROUTE_CONFIG } from './security-headers';
import { MAX_UPLOAD_BYTES } from '../uploads/spool';
import { registerCors } from './cors';
import { nestedDeeperThan } from '../lib/json-depth';
import { badRequest, multipartError, nestedTooDeeply } from './request-errors';
import { CSRF_MESSAGE } from '../errors';

export interface GraphqlRouteOptions {
  apollo: ApolloServer<GatewayContext>;
  context: ContextFactory;
  corsOrigins: string[];
  maxBodyBytes: number;
  /** Nesting of arrays and objects a request's JSON may have (`GraphQLLimits.maxJsonDepth`). */
  maxJsonDepth: number;
}

/** A GET request's JSON parameters parsed (Apollo parses them again), or the POST body as parsed. */
function jsonOf(request: FastifyRequest): unknown {
  if (request.method !== 'GET') return request.body;
  const query = request.query as Record<string, unknown>;
  const parsed = (value: unknown) => {
    if (typeof value !== 'string') return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined; // Apollo refuses it with its own message
    }
  };
  return { variables: parsed(query.variables), extensions: parsed(query.extensions) };
}

function untilRequestEnds(req: IncomingMessage): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    req.once('end', resolve).once('close', resolve).resume();
  });
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');

const NOT_ACCEPTABLE_MESSAGE =
  'The Accept header allows no type the answer can be sent in: accept application/graphql-response+json or application/json.';

/**
 * The types Apollo Server sends a single GraphQL answer in, as it negotiates them (`negotiator`, parameters
 * compared): the schema has no `@defer`, so `multipart/mixed` is never one of them.
 */
const ANSWER_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/** True when Apollo could send the answer in a type the `Accept` header allows (or there is none). */
function acceptsAnswer(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return Boolean(new Negotiator({ headers: { accept } }).mediaType(ANSWER_TYPES));
}

const preflighted = (request: FastifyRequest) =>
  [request.headers['apollo-require-preflight'], request.headers['x-apollo-operation-name']].some(
    (h) => typeof h === 'string' && h.trim() !== '',
  );

/**
 * `/graphql`: every GraphQL request — JSON or GET, full text or a persisted hash, or a multipart upload — goes
 * through Apollo Server's own request pipeline (docs/decisions/0012-one-graphql-pipeline.md). Registered in its
 * own encapsulated context so the multipart parser and CORS apply to this route only.
 */
export async function registerGraphqlRoute(app: FastifyInstance, opts: GraphqlRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    await registerCors(scope, opts.corsOrigins);
    // Apollo's CSRF prevention would refuse an un-preflighted multipart request too, but only after its files had
    // been read: a browser can send multipart cross-site without a preflight, so check before parsing.
    // Apollo answers an `Accept` it cannot serve with 406 only after running the operation: a mutation would
    // have happened. Refused here first, before anything runs.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      if (!acceptsAnswer(request.headers.accept))
        await reply.code(406).send(badRequest(NOT_ACCEPTABLE_MESSAGE, 'NOT_ACCEPTABLE'));
      else if (isMultipart(request) && !preflighted(request))
        await reply.code(400).send(badRequest(CSRF_MESSAGE, 'CSRF'));
    });
    // The GraphQL multipart request spec: the body is left unread here and parsed below, where the response
    // exists (graphql-upload-minimal ties the files' lifetime to it). The files stay streams; the operation's
    // `Upload` variables become promises the resolvers hand to the upload spooler.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.addHook('preValidation', async (request, reply) => {
      if (!isMultipart(request)) return;
      try {
        request.body = await processRequest(request.raw, reply.raw, {
          maxFileSize: MAX_UPLOAD_BYTES,
          maxFiles: 2,
          maxFieldSize: opts.maxBodyBytes,
        });
      } catch (err) {
        // busboy's late second error is absorbed by patches/graphql-upload-minimal+1.6.4.patch; this maps the
        // first one (and busboy's constructor throwing on a bad boundary) to a 4xx with a stable reason.
        throw multipartError(err);
      }
    });
    // An answer sent while the client is still uploading (a refused file, a limit) would reset its connection
    // before it reads the answer: the rest of the body is read (and dropped) first.
    scope.addHook('onSend', async (request) => {
      if (isMultipart(request)) await untilRequestEnds(request.raw);
    });
    // Apollo's response cache keys an answer by JSON.stringify of its variables, which overflows the stack a few
    // thousand levels down (a 500): JSON deeper than any operation needs is refused before Apollo sees it.
    scope.addHook('preHandler', async (request) => {
      if (nestedDeeperThan(jsonOf(request), opts.maxJsonDepth)) throw nestedTooDeeply();
    });
    // A form post is refused by Apollo's CSRF prevention (it needs JSON or a preflight header): read it as text so
    // that refusal, not a 415, is what a cross-site form gets.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    const handler = fastifyApolloHandler(opts.apollo, {
      context: (request, reply) =>
        opts.context({
          authorization: request.headers.authorization,
          cookies: request.cookies,
          setCookie: (name, value, options) => void reply.setCookie(name, value, options),
          clearCookie: (name, options) => void reply.clearCookie(name, options),
          secure: request.protocol === 'https',
          clientIp: request.ip,
          requestId: request.id,
          requestInfo: request.requestInfo,
          logger: request.log,
        }),
    });
    scope.route({ method: ['GET', 'POST'], url: '/graphql', handler, config: GRAPHQL_ROUTE_CONFIG });
    // Any other method is the client's mistake, answered as one (not the web app's 404 page).
    scope.route({
      method: ['PUT', 'PATCH', 'DELETE'],
      url: '/graphql',
      config: GRAPHQL_ROUTE_CONFIG,
      handler: async (_request, reply) =>
        reply
          .code(405)
          .header('allow', 'GET, POST')
          .send(badRequest('Use GET or POST for /graphql.', 'METHOD_NOT_ALLOWED')),
    });
  });
}
