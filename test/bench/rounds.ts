// One comparison measured in alternating rounds — direct, gateway, direct, gateway… — and added up per side, so that
// a machine whose speed drifts during the comparison (a virtual machine's neighbours) weighs on both sides alike
// instead of on whichever side ran second.
import { cpuMs } from './cpu';
import { runLoad, summarize, type LoadResult } from './load';
import type { Side } from './operations';

export interface SideMeasure {
  result: LoadResult;
  /** CPU ms of the process serving this side: the double for the direct side, the gateway for the gateway side. */
  cpu: number | null;
  /** CPU ms of the load generator (this process) and of the double while this side ran. */
  clientCpu: number;
  doubleCpu: number | null;
  /** Requests the double received for the counted path while this side ran. */
  upstreamCalls: number;
}

export interface RoundsOptions {
  direct: Side;
  gateway: Side;
  clients: number;
  /** Per side, over all rounds. */
  durationMs: number;
  rounds: number;
  /** A request budget per side (one round then: the budget is what is measured). */
  maxRequests?: number | undefined;
  pids: { double: number; gateway: number };
  countUpstream?: () => Promise<number>;
}

interface Totals {
  latencies: number[];
  elapsedMs: number;
  errors: number;
  firstError?: string | undefined;
  cpu: number | null;
  clientCpu: number;
  doubleCpu: number | null;
  upstreamCalls: number;
}

const add = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);
const used = (before: number | null, after: number | null) =>
  before === null || after === null ? null : after - before;

export async function compareInRounds(
  o: RoundsOptions,
): Promise<{ direct: SideMeasure; gateway: SideMeasure }> {
  const rounds = o.maxRequests ? 1 : Math.max(1, o.rounds);
  const empty = (): Totals => ({
    latencies: [],
    elapsedMs: 0,
    errors: 0,
    cpu: 0,
    clientCpu: 0,
    doubleCpu: 0,
    upstreamCalls: 0,
  });
  const totals = { direct: empty(), gateway: empty() };
  const count = o.countUpstream ?? (async () => 0);
  for (let round = 0; round < rounds; round++) {
    for (const which of ['direct', 'gateway'] as const) {
      const t = totals[which];
      const callsBefore = await count();
      const servingPid = which === 'direct' ? o.pids.double : o.pids.gateway;
      const [servingBefore, doubleBefore, clientBefore] = [
        cpuMs(servingPid),
        cpuMs(o.pids.double),
        process.cpuUsage(),
      ];
      const r = await runLoad({
        ...o[which],
        clients: o.clients,
        durationMs: o.maxRequests ? 60_000 : o.durationMs / rounds,
        maxRequests: o.maxRequests,
      });
      const client = process.cpuUsage(clientBefore);
      t.cpu = add(t.cpu, used(servingBefore, cpuMs(servingPid)));
      t.doubleCpu = add(t.doubleCpu, used(doubleBefore, cpuMs(o.pids.double)));
      t.clientCpu += (client.user + client.system) / 1000;
      t.upstreamCalls += (await count()) - callsBefore;
      for (const ms of r.latencies) t.latencies.push(ms);
      t.elapsedMs += r.elapsedMs;
      t.errors += r.errors;
      t.firstError ??= r.firstError;
    }
  }
  const side = (t: Totals): SideMeasure => ({
    result: summarize(t.latencies, t.elapsedMs, t.errors, t.firstError),
    cpu: t.cpu,
    clientCpu: t.clientCpu,
    doubleCpu: t.doubleCpu,
    upstreamCalls: t.upstreamCalls,
  });
  return { direct: side(totals.direct), gateway: side(totals.gateway) };
}
