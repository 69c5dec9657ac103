// The hot operations, each as the same work done two ways: straight against the REST double, and through the
// gateway with the web client's own operations.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Req, Step } from './load';

export interface Side {
  /** Origin the load generator connects to. */
  origin: string;
  next(i: number): Req | Step;
  check(status: number, body: string, headers: Record<string, string | string[] | undefined>): boolean;
}

export interface Operation {
  name: string;
  /** Bounded count per side at each concurrency (operations that use up state, like finalize). */
  maxRequests?: (clients: number) => number;
  /** Called before each measured run (not timed): fresh attempts, etc. */
  prepare?: (clients: number) => Promise<void>;
  /** Called after both sides of a run. */
  cleanup?: () => Promise<void>;
  /** Upstream pathname whose calls during the gateway side are reported (shows caching and coalescing). */
  countUpstream?: string;
  direct: Side;
  gateway: Side;
}

/**
 * The web client's own operations, sent as it sends them: the trusted-document hash from the codegen manifest
 * (gateway/src/__generated__/persisted-documents.json), no query text (docs/decisions/0006-trusted-documents.md).
 */
const MANIFEST = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../gateway/src/__generated__/persisted-documents.json', import.meta.url)),
    'utf8',
  ),
) as Record<string, string>;

export type WebOperation =
  | 'HomeScreen'
  | 'HonourBoardScreen'
  | 'SubjectPerformanceScreen'
  | 'AttemptQuizSaveAnswer'
  | 'AttemptQuizStart'
  | 'AttemptQuizFinalize';

export function persistedHash(operationName: WebOperation): string {
  const found = Object.entries(MANIFEST).find(([, text]) =>
    new RegExp(`(query|mutation) ${operationName}\\b`).test(text),
  );
  if (!found) throw new Error(`bench: ${operationName} is not in the web client's persisted documents`);
  return found[0].replace(/^sha256:/, '');
}

/** 2xx from the REST API. */
export const restOk = (status: number) => status >= 200 && status < 300;

/** 200 without top-level GraphQL errors and, when given, the payload passes `ok`. */
export function gqlOk(ok?: (data: Record<string, unknown>) => boolean) {
  return (status: number, body: string) => {
    if (status !== 200) return false;
    const parsed = JSON.parse(body) as { data?: Record<string, unknown>; errors?: unknown };
    return !parsed.errors && !!parsed.data && (!ok || ok(parsed.data));
  };
}

export function gqlPersisted(
  headers: Record<string, string>,
  operationName: WebOperation,
  variables: Record<string, unknown> = {},
): Req {
  const sha256Hash = persistedHash(operationName);
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      operationName,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash } },
    }),
  };
}
