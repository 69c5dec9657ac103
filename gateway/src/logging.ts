// The one pino logger, also Fastify's (`loggerInstance`): JSON lines with a level name and an ISO time, every
// credential and cookie a log call could be handed censored when a line is written (`redactCredentials`).
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { LogLevel } from './config/env';
import { isPlainObject } from './lib/json-depth';

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
  'sessionSecrets',
  'sessionSecretsOpenOnly',
  'secret',
];

/** Header names whose value is a credential, wherever a header map appears. */
const CREDENTIAL_HEADERS = ['set-cookie', 'x-metrics-token'];

/** Every credential name, lower-cased: keys are matched whatever their case (`Authorization`, `authorization`). */
const CREDENTIALS = new Set([...CREDENTIAL_KEYS, ...CREDENTIAL_HEADERS].map((key) => key.toLowerCase()));
const CENSOR = '[redacted]';
const censor = () => CENSOR;
/** Keys are looked at on the top level of a log call's fields and two levels down (`a.b.password`). */
const REDACT_DEPTH = 3;

/** Plain objects and arrays are walked; anything else (an Error, a Buffer, a class instance) is left to serializers. */
const isWalkable = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && (Array.isArray(value) || isPlainObject(value));

/**
 * The fields of a log line with every credential key censored, at the top and two levels down. Copies only what
 * it changes (the caller's object is never modified) and returns the same object when there is nothing to censor.
 * Pino's `formatters.log`: it runs only for lines that are written, so a request whose lines are off and a child
 * logger's creation cost nothing here (pino's path-based `redact` cloned every child logger's bindings, per request).
 */
export function redactCredentials<T>(value: T, depth = 0): T {
  if (!isWalkable(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const field = value[key];
    const next = CREDENTIALS.has(key.toLowerCase())
      ? CENSOR
      : depth + 1 < REDACT_DEPTH
        ? redactCredentials(field, depth + 1)
        : field;
    if (next !== field) {
      copy ??= (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}

/**
 * Errors are logged by type and message (and stack): never their own fields, where an upstream error keeps the
 * body it received and a library error may keep the request it failed on.
 */
function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  return { type: err.name, message: err.message, stack: err.stack };
}

/**
 * Pino's `timestamp`: the line's time as ISO 8601 in UTC, to the millisecond (what `stdTimeFunctions.isoTime`
 * writes), with the date and time up to the second formatted once per second rather than once per line.
 */
export function isoTimeField(now: () => number = Date.now): () => string {
  let second = Number.NaN;
  let prefix = '';
  return () => {
    const ms = now();
    const s = Math.floor(ms / 1000);
    if (s !== second) {
      second = s;
      prefix = `,"time":"${new Date(s * 1000).toISOString().slice(0, 20)}`; // up to "…:ss."
    }
    const frac = ms - s * 1000;
    return `${prefix}${frac < 10 ? '00' : frac < 100 ? '0' : ''}${frac}Z"`;
  };
}

function loggerOptions(level: LogLevel) {
  return {
    level,
    formatters: {
      level: (label: string) => ({ level: label }),
      log: (fields: Record<string, unknown>) => redactCredentials(fields),
    },
    timestamp: isoTimeField(),
    base: { pid: process.pid },
    // A child logger's bindings (a request id) skip `formatters.log`: a credential key among them is censored by
    // its serializer. (Pino's `formatters.bindings` is not applied to children, and would rebuild their formatters.)
    serializers: {
      err: serializeError,
      ...Object.fromEntries([...CREDENTIAL_KEYS, ...CREDENTIAL_HEADERS].map((key) => [key, censor])),
    },
  };
}

/**
 * The gateway's logger. `write` receives each line without its newline (tests collect them); by default lines go
 * to stdout.
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const options = loggerOptions(level);
  return write ? pino(options, { write: (line: string) => write(line.replace(/\n$/, '')) }) : pino(options);
}

/** Lines wait for this many bytes, or for `FLUSH_EVERY_MS`, before they are written. */
const BUFFER_BYTES = 4096;
const FLUSH_EVERY_MS = 250;

/**
 * The logger of a gateway process (index.ts): stdout through pino's own destination, buffered — written once 4 KB
 * wait or every 250 ms, and synchronously when the process exits, however it exits short of SIGKILL — so a busy
 * worker makes one write per a few dozen request lines instead of one per line.
 */
export function createProcessLogger(level: LogLevel): Logger {
  return pino(
    loggerOptions(level),
    pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES, periodicFlush: FLUSH_EVERY_MS }),
  );
}

export const silentLogger: Logger = createLogger('silent');
