import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../logging';

/**
 * Why an HTTP body was refused before it reached GraphQL (`extensions.reason` beside `code: BAD_REQUEST`). Stable:
 * clients and docs/api.md depend on them. The parsers' own texts never reach the client: they can echo the body.
 */
const MESSAGES = {
  MALFORMED_JSON: 'The request body is not valid JSON.',
  MALFORMED_MULTIPART:
    'The multipart request is malformed: send the parts "operations", "map", then the files (see docs/api.md).',
  MULTIPART_MAP_PATH:
    'A path in the multipart "map" must lead through the operation\'s own "variables" (see docs/api.md).',
  NESTED_TOO_DEEPLY: 'The variables or extensions are nested too deeply (see docs/api.md).',
  UNSUPPORTED_MEDIA_TYPE: 'Send GraphQL as application/json (or multipart/form-data for uploads).',
  TOO_MANY_FILES: 'At most 2 files per request (see docs/api.md).',
  PART_TOO_LARGE: 'A part of the multipart request is larger than allowed (see docs/api.md).',
};
export type BodyProblem = keyof typeof MESSAGES;

/** The GraphQL-shaped JSON of a request refused before GraphQL: `code: BAD_REQUEST` and its stable `reason`. */
export const badRequest = (message: string, reason: string) => ({
  errors: [{ message, extensions: { code: 'BAD_REQUEST', reason } }],
});

/** A request refused for the shape of its body (not its meaning): always a 4xx. */
export class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    readonly problem: BodyProblem | null,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

/** A request whose JSON nests arrays and objects deeper than any operation needs. */
export const nestedTooDeeply = () => new BodyError(400, 'NESTED_TOO_DEEPLY', MESSAGES.NESTED_TOO_DEEPLY);

/**
 * Whatever graphql-upload-minimal or busboy throws for a multipart body, as a 4xx. Their failures carry a `status`
 * (400, 413, 499) or none at all (busboy's constructor throws a plain Error for a missing or bad boundary), and
 * one says 500 for a body with neither `operations` nor `map`: every one of them is the client's body, not a fault
 * here.
 */
export function multipartError(err: unknown): BodyError {
  const status = (err as { status?: unknown }).status;
  if (status === 413) {
    // graphql-upload-minimal's own words tell the file count from a part's size; ours are sent.
    const tooMany = /max file uploads/.test(String((err as { message?: unknown }).message));
    const problem = tooMany ? 'TOO_MANY_FILES' : 'PART_TOO_LARGE';
    return new BodyError(413, problem, MESSAGES[problem]);
  }
  // 499: the client went away mid-upload; nobody reads the answer, it only has to be harmless.
  if (status === 499) return new BodyError(499, 'MALFORMED_MULTIPART', 'The upload was interrupted.');
  // Set by the patched path walk: a path outside `variables`, or through anything but own data.
  if ((err as { reason?: unknown }).reason === 'MULTIPART_MAP_PATH')
    return new BodyError(400, 'MULTIPART_MAP_PATH', MESSAGES.MULTIPART_MAP_PATH);
  return new BodyError(400, 'MALFORMED_MULTIPART', MESSAGES.MALFORMED_MULTIPART);
}

const JSON_PARSE_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function problemOf(err: FastifyError, status: number): BodyProblem | null {
  if (err instanceof BodyError) return err.problem;
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  // Fastify's JSON parser and secure-json-parse (a `__proto__` key) fail with a SyntaxError or these codes.
  if (JSON_PARSE_CODES.has(err.code) || err instanceof SyntaxError) return 'MALFORMED_JSON';
  return null;
}

/**
 * Fastify's error handler: body-parser and upload failures (413, malformed JSON or multipart) as GraphQL-shaped
 * JSON with a stable code; never a stack, a parser's text or an HTML page. A failure with no status of its own is a
 * bug here: 500, logged, with a generic message.
 */
export function requestErrorHandler(logger: Logger) {
  return (err: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const given = err.statusCode ?? (err as { status?: number }).status;
    const status = typeof given === 'number' && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) logger.error({ err }, 'request failed');
    const problem = status < 500 ? problemOf(err, status) : null;
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
    const message =
      status >= 500
        ? 'Internal server error.'
        : problem && !(err instanceof BodyError)
          ? MESSAGES[problem]
          : err.message || 'The request was not accepted.';
    if (status === 413) reply.header('Connection', 'close');
    const extensions = problem ? { code, reason: problem } : { code };
    return reply.code(status).send({ errors: [{ message, extensions }] });
  };
}
