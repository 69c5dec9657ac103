// The one pino logger, also Fastify's (`loggerInstance`): JSON lines with a level name and an ISO time, and
// `redact` paths for every credential and cookie a log call could be handed.
import type { FastifyBaseLogger } from 'fastify';
import { pino, stdTimeFunctions } from 'pino';
import type { LogLevel } from './config/env';

/** The logger interface Fastify gives its routes and hooks; ours is the same pino instance. */
export type Logger = FastifyBaseLogger;

/** Keys that hold a credential wherever they appear (a body, a header map, an error's detail). */
const CREDENTIAL_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'old_password',
  'new_password',
  'new_password2',
  'token',
  'accessToken',
  'refreshToken',
  'access',
  'refresh',
  'authorization',
  'cookie',
  'cookies',
  'sessionSecret',
  'secret',
];

/** Every credential key at the top of a log call's fields and two levels down, and the HTTP headers that carry one. */
export const REDACT_PATHS = [
  ...CREDENTIAL_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
  'headers["x-metrics-token"]',
];

/**
 * Errors are logged by type and message (and stack): never their own fields, where an upstream error keeps the
 * body it received and a library error may keep the request it failed on.
 */
function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  return { type: err.name, message: err.message, stack: err.stack };
}

/**
 * The gateway's logger. `write` receives each line without its newline (tests collect them); by default lines go
 * to stdout.
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const options = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: stdTimeFunctions.isoTime,
    base: { pid: process.pid },
    serializers: { err: serializeError },
  };
  return write ? pino(options, { write: (line: string) => write(line.replace(/\n$/, '')) }) : pino(options);
}

export const silentLogger: Logger = createLogger('silent');
