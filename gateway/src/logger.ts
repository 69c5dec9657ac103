import type { LogLevel } from './config/env';

/** Structured JSON logger: one line per event, secrets never written. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

const order: Record<Exclude<LogLevel, 'silent'>, number> = { debug: 10, info: 20, warn: 30, error: 40 };

// Anything that looks like a credential is replaced, whatever the caller passed in.
const SECRET_KEY = /token|password|passwd|secret|authorization|cookie|^access$|^refresh$|session/i;

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    out[k] = SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  base: Record<string, unknown> = {},
): Logger {
  const threshold = level === 'silent' ? Infinity : order[level];
  const emit = (lvl: keyof typeof order, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < threshold) return;
    const record = {
      level: lvl,
      time: new Date().toISOString(),
      msg,
      ...(redact({ ...base, ...fields }) as object),
    };
    write(JSON.stringify(record));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}

export const silentLogger: Logger = createLogger('silent');
