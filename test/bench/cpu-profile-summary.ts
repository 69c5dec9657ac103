// `tsx test/bench/cpu-profile-summary.ts <file.cpuprofile> [top] [renders]`: where a V8 CPU profile's time went —
// self time by package (React DOM, Apollo Client, graphql-js, the app's SSR build, compression, ...) and the top
// functions — as a Markdown summary for docs/performance.md (the profile itself stays out of the repo). With the
// number of requests the profile served, each row also shows its time per request; the process's start (loading
// its modules) is left out of the busy time then.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The package a script belongs to, or a named part of the runtime. */
function owner(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(idle)') return 'idle';
  if (name === '(program)' || (url === '' && name.startsWith('('))) return 'V8 / native (program)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/dist-ssr/')) return 'web app (SSR build)';
  if (url.includes('/gateway/dist/')) return 'gateway';
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0]!;
  return url === '' ? 'native' : url;
}

/** What the process spent starting: loading and compiling modules (not a request's work). */
const STARTUP = new Set(['node:modules', 'node:fs']);

function summarize(profile: Profile, top = 20, requests = 0): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const packages = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = owner(url, functionName);
    if (pkg === 'idle' || (requests > 0 && STARTUP.has(pkg))) continue;
    busy += us;
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
    const key = `${functionName || '(anonymous)'} — ${pkg}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const perRequest = (us: number) => (requests > 0 ? ` | ${(us / 1000 / requests).toFixed(2)}` : '');
  const rows = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([k, us]) =>
          `| ${k} | ${(us / 1000).toFixed(0)}${perRequest(us)} | ${((us / busy) * 100).toFixed(1)} % |`,
      );
  const head = (what: string) =>
    requests > 0
      ? [`| ${what} | ms | ms per request | share |`, '| --- | --: | --: | --: |']
      : [`| ${what} | ms | share |`, '| --- | --: | --: |'];
  return [
    `Busy (not idle${requests > 0 ? ', module loading left out' : ''}) ${(busy / 1000).toFixed(0)} ms of ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms profiled${requests > 0 ? `, ${requests} requests: ${(busy / 1000 / requests).toFixed(2)} ms per request` : ''}.`,
    '',
    ...head('self time by package'),
    ...rows(packages, 12),
    '',
    ...head(`top ${top} functions by self time`),
    ...rows(functions, top),
  ].join('\n');
}

if (process.argv[2]) {
  const profile = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Profile;
  console.log(summarize(profile, Number(process.argv[3] ?? 20), Number(process.argv[4] ?? 0)));
}
