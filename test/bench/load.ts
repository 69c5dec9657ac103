// A bounded closed-loop load generator: `clients` workers, each sending its next request as soon as the previous
// answer has been read, until the duration or the request budget runs out. Keep-alive connections via an undici
// Pool (one connection per client), so both sides of a comparison pay the same client cost.
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

type Headers = Record<string, string | string[] | undefined>;

export interface Req {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Several requests making up one unit of work, e.g. both honour boards, or finalize then read the result. */
export interface Step {
  reqs: Req[];
  parallel?: boolean;
}

export interface LoadResult {
  requests: number;
  errors: number;
  firstError?: string | undefined;
  rps: number;
  p50: number;
  p99: number;
  /** Wall time of the run and every unit's latency (ms, sorted): rounds of one comparison are added up. */
  elapsedMs: number;
  latencies: number[];
}

export interface LoadOptions {
  origin: string;
  clients: number;
  durationMs: number;
  /** Upper bound on requests (finalize needs one fresh attempt per request). */
  maxRequests?: number;
  /** Builds unit of work number `i`: one request, or several (sequential unless `parallel`) timed together. */
  next(i: number): Req | Step;
  /** Returns false when the answer is not the expected success (counted as an error, still timed). */
  check?(status: number, body: string, headers: Headers): boolean;
}

/**
 * One exchange through the pool's dispatcher, its answer gathered whole: the load generator shares a CPU with the
 * double and Redis when pinned, so it skips `request()`'s stream and async resource per answer.
 */
function exchange(pool: Pool, req: Req): Promise<{ status: number; text: string; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let status = 0;
    let headers: Headers = {};
    pool.dispatch(req, {
      onRequestStart() {},
      onResponseStart(_controller, statusCode, responseHeaders) {
        status = statusCode;
        headers = responseHeaders;
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        resolve({ status, text: Buffer.concat(chunks).toString('utf8'), headers });
      },
      onResponseError(_controller, error) {
        reject(error);
      },
    });
  });
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(o.origin, { connections: o.clients * 2, pipelining: 1, keepAliveTimeout: 30_000 });
  const send = async (req: Req) => {
    const res = await exchange(pool, req);
    if (o.check && !o.check(res.status, res.text, res.headers))
      throw new Error(`unexpected ${res.status}: ${res.text}`);
  };
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  let firstError: string | undefined;
  const max = o.maxRequests ?? Number.POSITIVE_INFINITY;
  const start = performance.now();
  const deadline = start + o.durationMs;
  const worker = async () => {
    while (issued < max && performance.now() < deadline) {
      const unit = o.next(issued++);
      const step: Step = 'reqs' in unit ? unit : { reqs: [unit] };
      const t0 = performance.now();
      try {
        if (step.parallel) await Promise.all(step.reqs.map(send));
        else for (const req of step.reqs) await send(req);
      } catch (err) {
        if (errors++ === 0) firstError = String(err);
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: o.clients }, worker));
  const elapsed = performance.now() - start;
  await pool.close();
  return summarize(latencies, elapsed, errors, firstError);
}

/** Throughput and percentiles of one run, or of several added together. */
export function summarize(
  latencies: number[],
  elapsedMs: number,
  errors: number,
  firstError?: string,
): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  return {
    requests: sorted.length,
    errors,
    firstError,
    rps: elapsedMs > 0 ? (sorted.length / elapsedMs) * 1000 : 0,
    p50: pct(0.5),
    p99: pct(0.99),
    elapsedMs,
    latencies: sorted,
  };
}
