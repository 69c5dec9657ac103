// REST API double of the Learnify backend (Django REST Framework + SimpleJWT), in memory.
// See README.md in this folder for what it does differently from the real backend.
import { createAdmin } from './admin';
import { DEFAULT_CORS_ORIGINS } from './cors';
import { Faults } from './faults';
import { FidelitySetting } from './fidelity';
import { seedState } from './seed';
import { createDoubleServer } from './server';
import type { State } from './state';
import { TokenStore } from './tokens';
import type { Fidelity, RecordedRequest, StartDoubleOptions, UpstreamDouble } from './types';

export type * from './types';

export async function startUpstreamDouble(opts: StartDoubleOptions = {}): Promise<UpstreamDouble> {
  const now = opts.now ?? (() => new Date());
  const seed = opts.seed ?? 'demo';
  const host = opts.host ?? '127.0.0.1';
  let state: State = seedState(seed, now);
  const tokens = new TokenStore(() => Math.floor(now().getTime() / 1000), opts.accessTokenTtlSeconds ?? 1800);
  const faults = new Faults();
  const requests: RecordedRequest[] = [];
  const requestCounts = new Map<string, number>();
  const admin = createAdmin(() => state, tokens);
  let origin = '';
  const fidelity = new FidelitySetting(opts.fidelity ?? 'corrected', opts.defects ?? {});
  const reset = (): void => {
    fidelity.reset();
    const previous = state;
    state = seedState(seed, now);
    // Like a database sequence, ids are never handed out twice, reset or not: what a client kept about account 321
    // or attempt 88 must never describe another one after a reset.
    state.nextUserId = Math.max(state.nextUserId, previous.nextUserId);
    state.nextAttemptId = Math.max(state.nextAttemptId, previous.nextAttemptId);
    state.nextRenewalId = Math.max(state.nextRenewalId, previous.nextRenewalId);
    faults.clear();
    requests.length = 0; // same array: callers may hold a reference to double.requests
    requestCounts.clear();
    tokens.resetMarks();
  };
  const { server, sockets } = createDoubleServer({
    getState: () => state,
    tokens,
    faults,
    admin,
    requests,
    requestCounts,
    requestLogLimit: opts.requestLogLimit ?? 20_000,
    reset,
    log: opts.log ?? false,
    corsOrigins: new Set([...DEFAULT_CORS_ORIGINS, ...(opts.corsOrigins ?? [])]),
    origin: () => origin,
    fidelity,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: `${origin}/api/`,
    origin,
    port,
    reset,
    faults,
    requests,
    requestCounts,
    admin,
    get fidelity() {
      return fidelity.fidelity;
    },
    set fidelity(f: Fidelity) {
      fidelity.fidelity = f;
    },
    get defects() {
      return fidelity.defects;
    },
    reproduce: (defect, on = true) => fidelity.reproduce(defect, on),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The letter the double (and the real backend) gives a percentage; end-to-end tests check the screen with it. */
export { letterGrade } from './domains/quiz-attempts/grading';
